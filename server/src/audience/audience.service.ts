/**
 * Real-name attendees (product.md sections 3 and 5): ID type and number checked (a mainland ID must be a
 * real one: date and check character), birth date and gender read from an 18-character ID, at most 50
 * per buyer, no document twice.
 */
import { AppError } from '../http/app-error'
import {
  AUDIENCE_MAX,
  ageOn,
  idCardFacts,
  isValidIdNo,
  isValidPersonName,
  isValidPhone,
  normalizeCountryCode,
  effectiveMinAge
} from '../../../types/rules/account-rules'
import type { AudienceRepository, AudienceRow } from './audience.repository'
import type { ShowRepository } from '../browse/show.repository'
import { requireShowOfMerchant } from '../browse/merchant-show'
import type { AudienceInput } from '../../../types/api/user'
import { randomId } from '../account/token-codec'
import { localDate } from '../../../types/rules/merchant-time'

export function presentAudience(a: AudienceRow) {
  const facts = a.id_type === 'ID_CARD' ? idCardFacts(a.id_no) : undefined
  return {
    id: a.id,
    name: a.name,
    idType: a.id_type,
    idNo: a.id_no,
    countryCode: a.country_code ?? '',
    cellphone: a.cellphone ?? '',
    birthday: facts?.birthday ?? '',
    gender: facts?.gender ?? ''
  }
}

export class AudienceService {
  constructor(
    private readonly repo: AudienceRepository,
    private readonly shows: ShowRepository
  ) {}

  /**
   * With showId each attendee says whether it can hold a ticket to that show: an attendee whose ID card
   * makes them younger than the show's age limit (or that of the seatPlanIds named) is not selectable
   * ("Some identities are not selectable").
   * bizCode is accepted for the calls that send it and does not narrow the list.
   */
  async list(
    userId: string,
    q: {
      offset: number
      length: number
      idTypes?: string
      showId?: string
      seatPlanIds?: string
      merchantId: string
      now: Date
      timeZone: string
    }
  ) {
    const minAge = q.showId ? await this.minAge(q.showId, q.seatPlanIds?.split(',').filter(Boolean) ?? [], q.merchantId) : undefined
    const { rows, total } = await this.repo.page(
      userId,
      q.offset,
      q.length,
      q.idTypes
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    )
    const today = localDate(q.now, q.timeZone)
    const list = rows.map((row) => {
      const a = presentAudience(row)
      if (!q.showId) return a
      const tooYoung = Boolean(minAge && a.birthday && ageOn(a.birthday, today) < minAge)
      return { ...a, selectable: !tooYoung, unselectableReason: tooYoung ? 'AGE_LIMIT' : '' }
    })
    return { list, total, offset: q.offset, length: q.length, hasMore: q.offset + rows.length < total }
  }

  /** The show's age limit and, for the plans named, theirs: the stricter applies. */
  private async minAge(showId: string, seatPlanIds: string[], merchantId: string): Promise<number> {
    const show = await requireShowOfMerchant(this.shows, merchantId, showId)
    const plans = seatPlanIds.length ? (await this.shows.tiersOfShow(showId)).filter((t) => seatPlanIds.includes(t.id)) : []
    return effectiveMinAge(
      show.min_age,
      plans.map((p) => p.min_age)
    )
  }

  async create(userId: string, input: AudienceInput, now: Date) {
    const clean = this.check(input)
    if ((await this.repo.count(userId)) >= AUDIENCE_MAX) throw new AppError('AUDIENCE_LIMIT', { max: AUDIENCE_MAX })
    const id = randomId('aud_')
    if (!(await this.repo.insert(userId, id, clean, now))) throw new AppError('AUDIENCE_DUPLICATE')
    return presentAudience((await this.repo.byId(userId, id)) as AudienceRow)
  }

  async update(userId: string, id: string, input: AudienceInput) {
    const result = await this.repo.update(userId, id, this.check(input))
    if (result === 'missing') throw new AppError('NOT_FOUND')
    if (result === 'duplicate') throw new AppError('AUDIENCE_DUPLICATE')
    return presentAudience((await this.repo.byId(userId, id)) as AudienceRow)
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repo.remove(userId, id))) throw new AppError('NOT_FOUND')
  }

  private check(input: AudienceInput): AudienceInput {
    const name = input.name.trim()
    if (!isValidPersonName(name)) throw new AppError('NAME_REQUIRED')
    const idNo = input.idNo.trim().toUpperCase()
    if (!isValidIdNo(input.idType, idNo)) throw new AppError('ID_FORMAT')
    const countryCode = input.cellphone ? normalizeCountryCode(input.countryCode || '86') : undefined
    if (input.cellphone && !isValidPhone(input.cellphone, countryCode)) throw new AppError('PHONE_INVALID')
    return { name, idType: input.idType, idNo, countryCode, cellphone: input.cellphone || undefined }
  }
}
