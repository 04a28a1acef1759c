/**
 * Add or edit an address (address modification): recipient, phone, the region chain down to the street
 * chosen level by level from the gateway's region tree, the detail (at least 12 characters) and the
 * default flag.
 */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import AtTextarea from 'taro-ui/lib/components/textarea'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { FormField } from '../../../components/form-field/FormField'
import { ThemeSwitch } from '../../../components/theme-switch/ThemeSwitch'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { addressDetail, createAddress, deleteAddress, regions, updateAddress } from '../../../services/buyer-api'
import type { Region } from '../../../../types/api/user'
import { ADDRESS_DETAIL_MIN, isValidAddressDetail, isValidPersonName, isValidPhone } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { REGION_LEVELS, chainText, chooseRegion, nextParent } from './region-chain'
import './address-edit.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'
import '../../../theme/taro-ui/textarea.scss'

export default function AddressEditPage() {
  const t = useT()
  const { id } = useRouteParams()
  const [recipient, setRecipient] = useState('')
  const [cellphone, setCellphone] = useState('')
  const [chain, setChain] = useState<Region[]>([])
  const [picking, setPicking] = useState(false)
  const [options, setOptions] = useState<Region[]>([])
  const [complete, setComplete] = useState(false)
  const [detail, setDetail] = useState('')
  const [isDefault, setIsDefault] = useState(false)
  const { busy, run } = useSubmit()

  useEffect(() => {
    if (!id) return
    addressDetail(id).then(
      (a) => {
        setRecipient(a.recipient)
        setCellphone(a.cellphone)
        setDetail(a.detail)
        setIsDefault(a.isDefault)
        const names = a.regionText.split(' ')
        const codes = [a.provinceCode, a.cityCode, a.districtCode, a.streetCode].filter(Boolean)
        // The stored text drops a municipality's repeated city name; the codes carry the whole chain.
        setChain(codes.map((code, i) => ({ code, name: names[Math.min(i, names.length - 1)] ?? '', level: REGION_LEVELS[i] })))
        setComplete(true)
      },
      () => undefined
    )
  }, [id])

  const openLevel = async (parent: string) => {
    const children = await regions(parent).catch(() => [] as Region[])
    setOptions(children)
    return children.length > 0
  }

  const startPicking = async () => {
    setChain([])
    setComplete(false)
    setPicking(true)
    await openLevel('')
  }

  const pick = async (region: Region) => {
    const next = chooseRegion(chain, region)
    setChain(next)
    const parent = nextParent(next, true)
    const hasChildren = parent !== undefined && (await openLevel(parent))
    if (!hasChildren) {
      setPicking(false)
      setComplete(true)
    }
  }

  const save = async () => {
    if (!isValidPersonName(recipient)) return toast(t('address.recipient_required'))
    if (!isValidPhone(cellphone.trim())) return toast(t('login.phone_invalid'))
    if (!complete) return toast(t('address.region_required'))
    if (!isValidAddressDetail(detail)) return toast(t('address.detail_short', { min: ADDRESS_DETAIL_MIN }))
    const [province, city, district, street] = chain
    const body = {
      recipient: recipient.trim(),
      cellphone: cellphone.trim(),
      provinceCode: province.code,
      cityCode: city.code,
      districtCode: district.code,
      ...(street ? { streetCode: street.code } : {}),
      detail: detail.trim(),
      isDefault
    }
    // A refusal such as "this address is unable to arrange delivery" is shown by the request layer.
    await run(async () => {
      await (id ? updateAddress(id, body) : createAddress(body))
      toast(t('common.saved'))
      await appRouter().back()
    })
  }

  const remove = () =>
    run(async () => {
      if (!id) return
      await deleteAddress(id)
      await appRouter().back()
    })

  return (
    <PageShell route="address-modification">
      <AtInput
        className="address-edit__recipient"
        title={t('address.recipient')}
        value={recipient}
        maxlength={30}
        placeholder={t('address.recipient_placeholder')}
        onChange={(value) => setRecipient(value)}
      />
      <AtInput
        className="address-edit__phone"
        title={t('address.phone')}
        type="number"
        maxlength={11}
        value={cellphone}
        placeholder={t('login.phone_placeholder')}
        onChange={(value) => setCellphone(value)}
      />
      <FormField label={t('address.region')}>
        <Text className={`address-edit__region ${chain.length ? '' : 'address-edit__region--empty'}`} onClick={() => void startPicking()}>
          {chain.length ? chainText(chain) : t('address.region_placeholder')}
        </Text>
      </FormField>
      {picking && (
        <View className="address-edit__options">
          {options.map((r) => (
            <Text key={r.code} className="address-edit__option" onClick={() => void pick(r)}>
              {r.name}
            </Text>
          ))}
        </View>
      )}
      <FormField label={t('address.detail')}>
        <AtTextarea
          className="address-edit__detail"
          value={detail}
          maxLength={100}
          height={80}
          placeholder={t('address.detail_placeholder', { min: ADDRESS_DETAIL_MIN })}
          onChange={(value) => setDetail(value)}
        />
      </FormField>
      <ThemeSwitch className="address-edit__default" title={t('address.set_default')} checked={isDefault} onChange={setIsDefault} />
      <View className="form-actions">
        <AtButton type="primary" className="address-edit__save" disabled={busy} loading={busy} onClick={() => void save()}>
          {t('common.save')}
        </AtButton>
        {id && (
          <AtButton type="secondary" className="address-edit__delete" onClick={() => void remove()}>
            {t('common.delete')}
          </AtButton>
        )}
      </View>
    </PageShell>
  )
}
