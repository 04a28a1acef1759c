import { privilegeCart, privilegeInputProblem, privilegeWindowOpen, saleOpen, type PrivilegeRule } from '../types/rules/privilege-rules'

const rule: PrivilegeRule = {
  startsAt: 1000,
  endsAt: 2000,
  usesPerCode: 2,
  tiers: [
    { tierId: 'a', priceFen: 5000 },
    { tierId: 'b', priceFen: null }
  ]
}

describe('privilegeInputProblem: "which sessions/tiers it opens, an optional privilege price per tier (or the public price), a window, per-code use limit"', () => {
  test.each([
    ['a valid privilege', {}, undefined],
    ['a window ending before it starts', { endsAt: 1000 }, 'WINDOW'],
    ['no uses', { usesPerCode: 0 }, 'USES'],
    ['too many uses', { usesPerCode: 101 }, 'USES'],
    ['no tiers', { tiers: [] }, 'TIERS'],
    [
      'a tier twice',
      {
        tiers: [
          { tierId: 'a', priceFen: 1 },
          { tierId: 'a', priceFen: 2 }
        ]
      },
      'TIERS'
    ],
    ['a negative price', { tiers: [{ tierId: 'a', priceFen: -1 }] }, 'PRICE'],
    ['a price in fractions of a fen', { tiers: [{ tierId: 'a', priceFen: 1.5 }] }, 'PRICE'],
    ['a zero price (a free privilege ticket)', { tiers: [{ tierId: 'a', priceFen: 0 }] }, undefined]
  ])('%s', (_name, over, want) => {
    expect(privilegeInputProblem({ ...rule, ...(over as Partial<PrivilegeRule>) })).toBe(want)
  })
})

describe('privilegeCart: "allow the privileged tiers, price them at the privilege price", "a code with 2 uses"', () => {
  test.each([
    [
      'a privileged tier at its privilege price',
      [{ tierId: 'a', qty: 2, publicPriceFen: 8000 }],
      2,
      1500,
      { ok: true, unit: [['a', 5000]], uses: 2 }
    ],
    [
      'a tier without a privilege price at the public price',
      [{ tierId: 'b', qty: 1, publicPriceFen: 8000 }],
      2,
      1500,
      { ok: true, unit: [['b', 8000]], uses: 1 }
    ],
    ['a tier the privilege does not open', [{ tierId: 'c', qty: 1, publicPriceFen: 8000 }], 2, 1500, { ok: false, problem: 'NOT_COVERED' }],
    ['more tickets than the code has left', [{ tierId: 'a', qty: 2, publicPriceFen: 8000 }], 1, 1500, { ok: false, problem: 'USES_SHORT' }],
    ['before the window', [{ tierId: 'a', qty: 1, publicPriceFen: 8000 }], 2, 999, { ok: false, problem: 'NOT_OPEN' }],
    ['at the window end', [{ tierId: 'a', qty: 1, publicPriceFen: 8000 }], 2, 2000, { ok: false, problem: 'NOT_OPEN' }]
  ])('%s', (_name, cart, left, now, want) => {
    const got = privilegeCart(rule, cart, left, now)
    if (got.ok) expect({ ok: true, unit: [...got.unitFen], uses: got.uses }).toEqual(want)
    else expect(got).toEqual(want)
  })
})

describe('saleOpen: "shows the privileged sessions/tiers (even before public sale, within the privilege window)"', () => {
  test.each([
    ['public sale begun', 100, 200, false, true],
    ['public sale not begun', 300, 200, false, false],
    ['no sale time set', null, 200, false, false],
    ['before public sale with a privilege', 300, 200, true, true]
  ])('%s', (_name, saleTime, now, privileged, want) => {
    expect(saleOpen(saleTime, now, privileged)).toBe(want)
  })
  test('the window is start-inclusive, end-exclusive', () => {
    expect([privilegeWindowOpen(rule, 1000), privilegeWindowOpen(rule, 1999), privilegeWindowOpen(rule, 2000)]).toEqual([true, true, false])
  })
})
