/**
 * Applying for a show's work permit (product.md "work-permit: apply"): the show, name, ID type and number,
 * phone, company, role (crew, vendor, press) and a photo, checked with the rule the gateway applies
 * (types/rules/work-permit.ts) before sending; the photo goes up first through the upload host under a
 * signature the permit login asks for. On success the application's page opens in place of this one.
 */
import { Image, ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import AtButton from 'taro-ui/lib/components/button'
import AtInput from 'taro-ui/lib/components/input'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { FormField } from '../../../components/form-field/FormField'
import { Icon } from '../../../components/icon/Icon'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { useSectionT } from '../../../locales/section-i18n'
import { WORK_PERMIT_TEXT } from '../../../locales/sections/work-permit/work-permit-text'
import { appRouter } from '../../../router/app-router'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { applyPermit, permitShows, uploadPermitPhoto } from '../../../services/work-permit-api'
import { assetUrl } from '../../../services/asset-url'
import { toast } from '../../../utils/toast'
import { useLocalFormat } from '../../../utils/show-time'
import { ID_TYPES } from '../../../../types/rules/account-rules'
import { WORK_PERMIT_ROLES, type WorkPermitRole } from '../../../../types/rules/work-permit'
import type { WorkPermitShow } from '../../../../types/api/work-permit'
import { applyProblem, EMPTY_PERMIT_FORM, type PermitForm } from '../work-permit-parts/permit-form'
import { leftForLogin, usePermitLogin } from '../work-permit-parts/use-permit-login'
import { PHOTO_SOURCES } from '../work-permit-parts/photo-source'
import '../../../theme/taro-ui/input.scss'
import '../../../theme/taro-ui/button.scss'
import '../work-permit-parts/permit-parts.scss'
import './work-permit-apply.scss'

function ApplySkeleton() {
  return (
    <View className="permit-skeleton" aria-busy="true">
      <View className="permit-skeleton__line" />
      <View className="permit-skeleton__block" />
      <View className="permit-skeleton__block" />
      <View className="permit-skeleton__block" />
    </View>
  )
}

function Chips<V extends string>({
  values,
  current,
  label,
  onPick
}: {
  values: readonly V[]
  current: V | ''
  label(v: V): string
  onPick(v: V): void
}) {
  return (
    <View className="permit-chips" role="radiogroup">
      {values.map((v) => (
        <View
          key={v}
          role="radio"
          aria-checked={v === current}
          data-value={v}
          className={`permit-chip${v === current ? ' permit-chip--on' : ''}`}
          onClick={() => onPick(v)}
        >
          <Text>{label(v)}</Text>
        </View>
      ))}
    </View>
  )
}

function ApplyForm({ shows }: { shows: WorkPermitShow[] }) {
  const t = useSectionT(WORK_PERMIT_TEXT)
  const merchantId = useAtomValue(shopConfigAtom).merchantId
  const [form, setForm] = useState<PermitForm>({ ...EMPTY_PERMIT_FORM, showId: shows.length === 1 ? shows[0].showId : '' })
  const local = useLocalFormat()
  const [uploading, setUploading] = useState(false)
  const { busy, run } = useSubmit()
  const set = (change: Partial<PermitForm>) => setForm((f) => ({ ...f, ...change }))
  const show = shows.find((s) => s.showId === form.showId)

  const choosePhoto = async () => {
    if (uploading) return
    const picked = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: PHOTO_SOURCES }).catch(() => undefined)
    const file = picked?.tempFilePaths[0]
    if (!file) return
    setUploading(true)
    try {
      set({ photoUrl: await uploadPermitPhoto(file, merchantId) })
    } catch (error) {
      if (!leftForLogin(error)) toast(t('upload_failed'))
    } finally {
      setUploading(false)
    }
  }

  const submit = () =>
    run(async () => {
      const problem = applyProblem(form)
      if (problem) return toast(t(`problem.${problem}`))
      const { role } = form
      try {
        const permit = await applyPermit({ ...form, role: role as WorkPermitRole, name: form.name.trim(), idNumber: form.idNumber.trim() })
        await appRouter().redirect('work-permit-success', { permitId: permit.permitId })
      } catch (error) {
        // The gateway's refusals were shown by the request layer; a lost login goes back to it.
        leftForLogin(error)
      }
    })

  return (
    <View className="permit-apply" data-testid="permit-apply">
      <View className="permit-apply__shows-label">
        <Text>{t('show')}</Text>
        {show && <Text className="permit-apply__show-name">{show.name}</Text>}
      </View>
      {/* A list rather than a sheet: a merchant may have dozens of shows, and a sheet cannot scroll them. */}
      <ScrollView scrollY className="permit-apply__shows" data-testid="permit-shows">
        {shows.map((s) => (
          <View
            key={s.showId}
            role="radio"
            aria-checked={s.showId === form.showId}
            data-testid="permit-show-option"
            className={`permit-show${s.showId === form.showId ? ' permit-show--on' : ''}`}
            onClick={() => set({ showId: s.showId })}
          >
            <Icon
              name={s.showId === form.showId ? 'radio_on' : 'radio_off'}
              tone={s.showId === form.showId ? 'main' : 'muted'}
              className="permit-show__radio"
            />
            <View className="permit-show__facts">
              <Text className="permit-show__name">{s.name}</Text>
              <Text className="permit-show__meta">
                {s.venueName} · {local(s.firstSession, 'YYYY-MM-DD')}
                {local(s.lastSession, 'YYYY-MM-DD') !== local(s.firstSession, 'YYYY-MM-DD')
                  ? ` – ${local(s.lastSession, 'YYYY-MM-DD')}`
                  : ''}
              </Text>
            </View>
          </View>
        ))}
      </ScrollView>
      <AtInput
        name="name"
        className="permit-apply__name"
        title={t('name')}
        maxlength={30}
        value={form.name}
        placeholder={t('name_placeholder')}
        onChange={(v) => set({ name: String(v) })}
      />
      <FormField label={t('id_type_label')}>
        <Chips values={ID_TYPES} current={form.idType} label={(v) => t(`id_type.${v}`)} onPick={(idType) => set({ idType })} />
      </FormField>
      <AtInput
        name="idNumber"
        className="permit-apply__id-number"
        title={t('id_number')}
        maxlength={20}
        value={form.idNumber}
        placeholder={t('id_number_placeholder')}
        onChange={(v) => set({ idNumber: String(v) })}
      />
      <AtInput
        name="cellphone"
        className="permit-apply__phone"
        title={t('phone')}
        type="phone"
        maxlength={15}
        value={form.cellphone}
        placeholder={t('phone_placeholder')}
        onChange={(v) => set({ cellphone: String(v) })}
      />
      <AtInput
        name="company"
        className="permit-apply__company"
        title={t('company')}
        maxlength={60}
        value={form.company}
        placeholder={t('company_placeholder')}
        onChange={(v) => set({ company: String(v) })}
      />
      <FormField label={t('role_label')}>
        <Chips values={WORK_PERMIT_ROLES} current={form.role} label={(v) => t(`role.${v}`)} onPick={(role) => set({ role })} />
      </FormField>
      <View className="permit-apply__photo-row">
        <Text className="permit-apply__label">{t('photo')}</Text>
        <View className="permit-apply__photo" data-testid="permit-photo" onClick={() => void choosePhoto()}>
          {form.photoUrl ? (
            <Image className="permit-apply__photo-image" src={assetUrl(form.photoUrl)} mode="aspectFill" />
          ) : (
            <View className="permit-apply__photo-empty">
              <Icon name={uploading ? 'person' : 'plus'} tone="muted" className="permit-apply__photo-icon" />
              <Text>{t('photo_add')}</Text>
            </View>
          )}
        </View>
        <Text className="permit-apply__photo-hint">{form.photoUrl ? t('photo_change') : t('photo_hint')}</Text>
      </View>
      <View className="permit-actions">
        <AtButton type="primary" className="permit-apply__submit" disabled={busy || uploading} loading={busy} onClick={() => void submit()}>
          {t('submit')}
        </AtButton>
      </View>
    </View>
  )
}

export default function WorkPermitApplyPage() {
  const t = useSectionT(WORK_PERMIT_TEXT)
  const live = usePermitLogin()
  const shows = useAsync(() => (live ? permitShows() : new Promise<WorkPermitShow[]>(() => undefined)), [live])
  const lostLogin = shows.status === 'error' && leftForLogin(shows.error)

  return (
    <PageShell route="work-permit-apply">
      <View className="permit-page">
        <Text className="permit-heading">{t('apply_new')}</Text>
        {shows.status === 'loading' && <ApplySkeleton />}
        {shows.status === 'error' && !lostLogin && <StateView kind="error" onRetry={shows.reload} />}
        {shows.status === 'ready' && shows.data.length === 0 && (
          <StateView
            kind="empty"
            icon="not_found"
            text={t('no_shows')}
            detail={t('no_shows_detail')}
            action={{ label: t('to_records'), onClick: () => void appRouter().redirect('work-permit-records') }}
          />
        )}
        {shows.status === 'ready' && shows.data.length > 0 && <ApplyForm shows={shows.data} />}
      </View>
    </PageShell>
  )
}
