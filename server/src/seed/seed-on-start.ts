/**
 * The demo data a gateway writes when it starts: the whole demo on an empty database, else what demo rows
 * a database seeded by an older build lacks; and the demo console accounts outside production (their
 * password is published). Gateways started together on an empty database (a fleet behind a balancer) take
 * turns, as migrations do: the second sees the first's rows instead of writing them again, which ended it
 * on the demo merchant's primary key.
 */
import type { Db } from '../db/db'
import { DEMO_MERCHANT_ID } from './catalog'
import { seedDemoCards } from './demo-cards'
import { seedMissingDemoGoods } from './demo-goods'
import { seedDemoStaff } from './demo-staff'
import { seedSeatPlans } from './seat-plans'
import { seedDemoVotes } from './demo-votes'
import { seedDemoOpenShows } from './demo-open-shows'
import { seedDemoReservations } from './demo-reservations'
import { seedDemoVersions } from './demo-versions'
import { seedDemoOnSite } from './demo-onsite'
import { isSeeded, seedDemo, seedMissingLayouts, seedMissingPartnerChannel } from './seed'

/** The number of demo shows written, 0 when the database held them already. */
export async function seedOnStart(db: Db, now: Date, production: boolean): Promise<number> {
  return (
    (await db.exclusively('demo-seed', 'wait', async () => {
      let shows = 0
      if (!(await isSeeded(db))) {
        shows = (await seedDemo(db, now)).shows
      } else {
        await seedMissingLayouts(db, now)
        await seedMissingPartnerChannel(db)
        await seedSeatPlans(db, DEMO_MERCHANT_ID)
        // Benefit cards on a database seeded before them.
        await seedDemoCards(db, now)
        // The demo shop on a database seeded before goods.
        await seedMissingDemoGoods(db, now)
        // The demo vote on a database seeded before votes.
        await seedDemoVotes(db, now)
        // The demo open shows on a database seeded before them.
        await seedDemoOpenShows(db, now)
        // The demo reservations (and their slots from today) on a database seeded before them.
        await seedDemoReservations(db, now)
        // The app versions on a database seeded before them.
        await seedDemoVersions(db, now)
      }
      // The box-office show and its sessions of today and the next two days (on-site purchase, migration 096).
      await seedDemoOnSite(db, now)
      if (!production) await seedDemoStaff(db)
      return shows
    })) ?? 0
  )
}
