/** Add or edit an attendee (audience-modification): name, ID type and number, checked before sending. */
import { Text, View } from '@tarojs/components'
import AtInput from 'taro-ui/lib/components/input'
import AtButton from 'taro-ui/lib/components/button'
import { useEffect, useState } from 'react'
import { PageShell } from '../../../components/page-shell/PageShell'
import { FormField } from '../../../components/form-field/FormField'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useRouteParams } from '../../../router/use-route-params'
import { audiences, createAudience, deleteAudience, updateAudience } from '../../../services/buyer-api'
import { AUDIENCE_MAX, ID_TYPES, type IdType } from '../../../../types/rules/account-rules'
import { toast } from '../../../utils/toast'
import { useSubmit } from '../../../hooks/use-submit'
import { ID_TYPE_LABELS, audienceProblem, idCardPreview } from './audience-form'
import './audience-edit.scss'
import '../../../theme/taro-ui/button.scss'
import '../../../theme/taro-ui/input.scss'

export default function AudienceEditPage() {
  const t = useT()
  const { id } = useRouteParams()
  const [name, setName] = useState('')
  const [idType, setIdType] = useState<IdType>('ID_CARD')
  const [idNo, setIdNo] = useState('')
  const { busy, run } = useSubmit()

  useEffect(() => {
    if (!id) return
    audiences({ offset: 0, length: AUDIENCE_MAX }).then(
      (page) => {
        const found = page.list.find((a) => a.id === id)
        if (!found) return
        setName(found.name)
        setIdType(found.idType)
        setIdNo(found.idNo)
      },
      () => undefined
    )
  }, [id])

  const preview = idCardPreview(idType, idNo)
  const save = async () => {
    const problem = audienceProblem(name, idType, idNo)
    if (problem) return toast(t(problem))
    await run(async () => {
      const body = { name: name.trim(), idType, idNo: idNo.trim().toUpperCase() }
      await (id ? updateAudience(id, body) : createAudience(body))
      toast(t('common.saved'))
      await appRouter().back()
    })
  }
  const remove = () =>
    run(async () => {
      if (!id) return
      await deleteAudience(id)
      await appRouter().back()
    })

  return (
    <PageShell route="audience-modification">
      <AtInput
        className="audience-edit__name"
        title={t('audience.name')}
        value={name}
        maxlength={30}
        placeholder={t('audience.name_placeholder')}
        onChange={(value) => setName(value)}
      />
      <FormField label={t('audience.id_type')}>
        <View className="audience-edit__types">
          {ID_TYPES.map((type) => (
            <Text
              key={type}
              className={`audience-edit__type ${type === idType ? 'audience-edit__type--on' : ''}`}
              onClick={() => setIdType(type)}
            >
              {t(ID_TYPE_LABELS[type])}
            </Text>
          ))}
        </View>
      </FormField>
      <AtInput
        className="audience-edit__id"
        title={t('audience.id_no')}
        value={idNo}
        maxlength={18}
        placeholder={t('audience.id_placeholder')}
        onChange={(value) => setIdNo(value)}
      />
      {preview && (
        <Text className="audience-edit__preview">
          {t('audience.preview', {
            birthday: preview.birthday,
            gender: t(preview.gender === 'MAN' ? 'audience.gender_man' : 'audience.gender_woman')
          })}
        </Text>
      )}
      <View className="form-actions">
        <AtButton type="primary" className="audience-edit__save" disabled={busy} loading={busy} onClick={() => void save()}>
          {t('common.save')}
        </AtButton>
        {id && (
          <AtButton type="secondary" className="audience-edit__delete" onClick={() => void remove()}>
            {t('common.delete')}
          </AtButton>
        )}
      </View>
    </PageShell>
  )
}
