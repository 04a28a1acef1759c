/**
 * Fixed vectors for the rotating ticket code (types/rules/rotating-ticket-code.ts), run through the app's
 * derivation (tests/rotating-ticket-code.test.ts) and the gateway's check (server/test/ticket/rotating-codes.test.ts).
 * The first four are RFC 6238 Appendix B's SHA-1 vectors (secret "12345678901234567890", 8 digits); the
 * others were made with otpauth, an independent implementation. A 30 s step turns between the 6th and 7th.
 */
export interface RotatingCodeVector {
  secret: string
  ticketNumber: string
  nowMs: number
  code: string
}

export const ROTATING_CODE_VECTORS: RotatingCodeVector[] = [
  {
    secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    ticketNumber: '26112500730269571901',
    nowMs: 59000,
    code: '26112500730269571901.1.94287082'
  },
  {
    secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    ticketNumber: '26112500730269571901',
    nowMs: 1111111109000,
    code: '26112500730269571901.37037036.07081804'
  },
  {
    secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    ticketNumber: '26112500730269571902',
    nowMs: 1234567890000,
    code: '26112500730269571902.41152263.89005924'
  },
  {
    secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    ticketNumber: '26112500730269571902',
    nowMs: 20000000000000,
    code: '26112500730269571902.666666666.65353130'
  },
  {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    ticketNumber: '26112512345678901201',
    nowMs: 1795608000000,
    code: '26112512345678901201.59853600.06702909'
  },
  {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    ticketNumber: '26112512345678901201',
    nowMs: 1795608029999,
    code: '26112512345678901201.59853600.06702909'
  },
  {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    ticketNumber: '26112512345678901201',
    nowMs: 1795608030000,
    code: '26112512345678901201.59853601.73741528'
  },
  {
    secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43UOV3HO6DZPIYTEMZUGU3A',
    ticketNumber: '25010100000000000199',
    nowMs: 1764072000000,
    code: '25010100000000000199.58802400.03289917'
  }
]
