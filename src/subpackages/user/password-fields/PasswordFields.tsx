/**
 * The account pages' password rows: taro-ui's AtInput, masked and cut at the rule's longest password
 * (product.md "Password: 8-20 characters ..."), and the pair a new password is chosen with (the password
 * by the rule, then the same again).
 */
import AtInput from 'taro-ui/lib/components/input'
import { useT } from '../../../locales/locale-atoms'
import { PASSWORD_MAX } from '../../../../types/rules/account-rules'
import '../../../theme/taro-ui/input.scss'

interface PasswordInputProps {
  className: string
  title: string
  value: string
  placeholder: string
  onChange: (value: string) => void
}

export function PasswordInput({ className, title, value, placeholder, onChange }: PasswordInputProps) {
  return (
    <AtInput
      className={className}
      title={title}
      type="password"
      maxlength={PASSWORD_MAX}
      value={value}
      placeholder={placeholder}
      onChange={onChange}
    />
  )
}

interface NewPasswordFieldsProps {
  /** The two rows' class names (the password's, the confirmation's). */
  classNames: readonly [string, string]
  title: string
  password: string
  confirm: string
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
}

export function NewPasswordFields({ classNames, title, password, confirm, onPassword, onConfirm }: NewPasswordFieldsProps) {
  const t = useT()
  return (
    <>
      <PasswordInput
        className={classNames[0]}
        title={title}
        value={password}
        placeholder={t('account.password_placeholder')}
        onChange={onPassword}
      />
      <PasswordInput
        className={classNames[1]}
        title={t('account.password_confirm')}
        value={confirm}
        placeholder={t('account.password_confirm')}
        onChange={onConfirm}
      />
    </>
  )
}
