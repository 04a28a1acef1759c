/**
 * user_profile (/member): avatar (uploaded through the upload signature), nickname, gender, birthday
 * (settable once, after a confirm), contact type. Gender and contact type are chosen from a sheet of
 * their options and saved only when the choice differs (#9 item 7: a tap must not save by itself).
 */
import { Image, Picker, Text, View } from '@tarojs/components'
import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import AtList from 'taro-ui/lib/components/list'
import AtListItem from 'taro-ui/lib/components/list/item'
import { MenuExtra, MenuList } from '../../../components/menu-list/MenuList'
import { useT } from '../../../locales/locale-atoms'
import { appRouter } from '../../../router/app-router'
import { useAsync } from '../../../hooks/use-async'
import { useSubmit } from '../../../hooks/use-submit'
import { updateProfile, userInfo } from '../../../services/user-api'
import { uploadImage } from '../../../services/upload-image'
import { assetUrl } from '../../../services/asset-url'
import { shopConfigAtom } from '../../../shop-config/shop-config-atoms'
import { confirmDialog } from '../../../components/reply-dialog/dialog-queue'
import { toast } from '../../../utils/toast'
import { useLocalToday } from '../../../utils/show-time'
import type { ProfileChange } from '../../../../types/api/user'
import './user-profile.scss'
import { ChoiceSheet } from '../../../components/choice-sheet/ChoiceSheet'

/** The earliest birthday the picker offers (it defaulted to 1970, too late for older buyers). */
const BIRTHDAY_START = '1900-01-01'

export default function UserProfilePage() {
  const t = useT()
  const merchantId = useAtomValue(shopConfigAtom).merchantId
  const today = useLocalToday()
  const user = useAsync(() => userInfo(), [])
  const [choosing, setChoosing] = useState<'gender' | 'contact'>()
  const { run } = useSubmit()
  // Back from nickname-edit: show the new name.
  useDidShow(() => user.status === 'ready' && user.refresh())

  if (user.status === 'loading')
    return (
      <PageShell route="user_profile">
        <StateView kind="loading" />
      </PageShell>
    )
  if (user.status === 'error')
    return (
      <PageShell route="user_profile">
        <StateView kind="error" onRetry={user.reload} />
      </PageShell>
    )
  const u = user.data

  const save = (change: ProfileChange) =>
    run(async () => {
      await updateProfile(change)
      toast(t('common.saved'))
      user.reload()
    })

  const chooseAvatar = () =>
    run(async () => {
      const picked = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }).catch(() => undefined)
      const file = picked?.tempFilePaths[0]
      if (!file) return
      try {
        await save({ avatar: await uploadImage(file, merchantId) })
      } catch {
        toast(t('account.upload_failed'))
      }
    })

  const chooseBirthday = async (date: string) => {
    if (!(await confirmDialog(t('account.birthday_confirm', { date })))) return
    await save({ birthday: date })
  }

  return (
    <PageShell route="user_profile">
      <View className="user-profile__avatar-row" onClick={() => void chooseAvatar()}>
        <Text className="user-profile__label">{t('account.avatar')}</Text>
        {u.avatar ? (
          <Image className="user-profile__avatar" src={assetUrl(u.avatar)} mode="aspectFill" />
        ) : (
          <View className="user-profile__avatar user-profile__avatar--empty" />
        )}
      </View>
      <MenuList
        items={[
          {
            key: 'nickname',
            label: t('account.nickname'),
            value: u.nickName,
            onClick: () => void appRouter().open('nickname-edit', { nickName: u.nickName })
          },
          {
            key: 'gender',
            label: t('account.gender'),
            value: u.gender ? t(u.gender === 'MAN' ? 'audience.gender_man' : 'audience.gender_woman') : t('account.not_set'),
            onClick: () => setChoosing('gender')
          },
          {
            key: 'contact',
            label: t('account.contact_type'),
            value: t(u.contactType === 'EMAIL' ? 'account.contact_email' : 'account.contact_phone'),
            onClick: () => setChoosing('contact')
          }
        ]}
      />
      {/* The birthday row belongs in a card like the rows above; it sat bare on the page background. */}
      <AtList className="menu-list user-profile__card" hasBorder={false}>
        {u.birthdayEditable ? (
          <Picker
            mode="date"
            value={u.birthday || '2000-01-01'}
            start={BIRTHDAY_START}
            end={today}
            onChange={(e) => void chooseBirthday(String(e.detail.value))}
          >
            <AtListItem
              className="menu-list__row user-profile__birthday"
              hasBorder={false}
              title={<Text className="menu-list__label">{t('account.birthday')}</Text>}
              extraText={<MenuExtra value={u.birthday || t('account.not_set')} />}
            />
          </Picker>
        ) : (
          <AtListItem
            className="menu-list__row user-profile__birthday"
            hasBorder={false}
            title={<Text className="menu-list__label">{t('account.birthday')}</Text>}
            extraText={<MenuExtra value={u.birthday} arrow={false} />}
          />
        )}
      </AtList>
      {choosing === 'gender' && (
        <ChoiceSheet
          title={t('account.gender')}
          choices={[
            { value: 'MAN' as const, label: t('audience.gender_man') },
            { value: 'WOMAN' as const, label: t('audience.gender_woman') }
          ]}
          current={u.gender || undefined}
          onCancel={() => setChoosing(undefined)}
          onChoose={(gender) => {
            setChoosing(undefined)
            if (gender !== u.gender) void save({ gender })
          }}
        />
      )}
      {choosing === 'contact' && (
        <ChoiceSheet
          title={t('account.contact_type')}
          choices={[
            { value: 'PHONE' as const, label: t('account.contact_phone') },
            { value: 'EMAIL' as const, label: t('account.contact_email') }
          ]}
          current={u.contactType}
          onCancel={() => setChoosing(undefined)}
          onChoose={(contactType) => {
            setChoosing(undefined)
            if (contactType !== u.contactType) void save({ contactType })
          }}
        />
      )}
    </PageShell>
  )
}
