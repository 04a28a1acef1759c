/** Creates a merchant with its first owner (merchant:create); the owner's generated password is returned once. */
import type { Db } from '../db/db'
import { AppError } from '../http/app-error'
import { MerchantRepository } from '../staff/merchant.repository'
import { StaffService } from '../staff/staff.service'
import { newMerchantConfig } from './new-merchant-config'
import { secretStore } from '../account/secret-store'

export async function createMerchant(
  db: Db,
  input: { id: string; name: string; email: string },
  now: Date
): Promise<{ ownerId: string; password: string }> {
  if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(input.id)) throw new Error('--id: 2-40 characters, lowercase letters, digits and hyphens')
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) throw new Error('--email: not an email address')
  const name = { 'zh-CN': input.name, 'zh-MO': input.name, 'en-US': input.name }
  if (!(await new MerchantRepository(db).insert(input.id, name, newMerchantConfig(input.id, input.name))))
    throw new Error(`merchant ${input.id} exists already`)
  try {
    const { staff, temporaryPassword } = await new StaffService(db, secretStore(db, 'staff_totp_key')).create(
      input.id,
      null,
      { email: input.email, name: input.name, role: 'owner' },
      now
    )
    return { ownerId: staff.id, password: temporaryPassword }
  } catch (error) {
    if (error instanceof AppError) throw new Error(error.code, { cause: error })
    throw error
  }
}
