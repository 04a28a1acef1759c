/** How the console names a buyer: their phone, else their email (a users row joined as `u`). */
export const BUYER_CONTACT_SQL = "coalesce(u.cellphone, u.email, '')"
