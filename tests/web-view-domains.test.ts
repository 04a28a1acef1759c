/**
 * The web view's domain check (product.md "Main pages": webView; the merchant's allowed web-view domains):
 * a link opens only over https and only on a listed domain or a subdomain of one.
 */
import { checkWebLink, domainProblem, httpsHost, normalisedDomain } from '../types/rules/web-view-domains'
import { workTimeProblem } from '../types/rules/customer-service-rules'

const ALLOWED = ['example.com', 'kf.partner.cn']

describe('checkWebLink', () => {
  test.each([
    ['https://example.com', 'example.com'],
    ['https://example.com/', 'example.com'],
    ['https://www.example.com/a?b=c#d', 'www.example.com'],
    ['https://EXAMPLE.com:8443/x', 'example.com'],
    ['https://kf.partner.cn/chat', 'kf.partner.cn'],
    ['https://a.kf.partner.cn', 'a.kf.partner.cn']
  ])('%s opens (host %s)', (url, host) => {
    expect(checkWebLink(url, ALLOWED)).toEqual({ allowed: true, host })
  })

  test.each([
    ['http://example.com', 'not-https'],
    ['javascript:alert(1)', 'not-https'],
    ['ftp://example.com', 'not-https'],
    ['example.com/page', 'malformed'],
    ['https://', 'malformed'],
    ['https://example.com@evil.com/', 'malformed'],
    ['https://user:pw@example.com/', 'malformed']
  ])('%s is refused as %s', (url, reason) => {
    expect(checkWebLink(url, ALLOWED)).toEqual({ allowed: false, reason })
  })

  test.each([
    ['https://evil.com', 'evil.com'],
    // a listed name inside another host is not that host
    ['https://notexample.com', 'notexample.com'],
    ['https://example.com.evil.com', 'example.com.evil.com'],
    // a parent of a listed subdomain is not listed
    ['https://partner.cn', 'partner.cn']
  ])('%s is off the list', (url, host) => {
    expect(checkWebLink(url, ALLOWED)).toEqual({ allowed: false, reason: 'domain', host })
  })

  test('no list refuses every link', () => {
    expect(checkWebLink('https://example.com', undefined).allowed).toBe(false)
    expect(checkWebLink('https://example.com', []).allowed).toBe(false)
  })

  test('httpsHost drops a trailing dot', () => {
    expect(httpsHost('https://example.com./x')).toEqual({ host: 'example.com' })
  })
})

describe('the merchant list', () => {
  test('a domain is a host name: no scheme, port, path, wildcard, single label or upper case', () => {
    expect(domainProblem('example.com')).toBeUndefined()
    expect(domainProblem('kf.example.com.cn')).toBeUndefined()
    for (const bad of ['https://example.com', 'example.com:443', 'example.com/x', '*.example.com', 'localhost', 'Example.com', '-a.com'])
      expect(domainProblem(bad)).toBeDefined()
  })

  test('what the merchant pasted is stored as a host name', () => {
    expect(normalisedDomain(' HTTPS://Kf.Example.com/chat?x=1 ')).toBe('kf.example.com')
    expect(normalisedDomain('example.com.')).toBe('example.com')
  })
})

describe('customer-service hours', () => {
  test('hours end after they start, may end at 24:00, and do not overlap on one weekday', () => {
    expect(workTimeProblem([{ weekday: 1, from: '09:00', to: '24:00' }])).toBeUndefined()
    expect(
      workTimeProblem([
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 1, from: '12:00', to: '18:00' },
        { weekday: 2, from: '10:00', to: '11:00' }
      ])
    ).toBeUndefined()
    expect(workTimeProblem([{ weekday: 1, from: '18:00', to: '09:00' }])).toEqual([0, 'ends before it starts'])
    expect(workTimeProblem([{ weekday: 1, from: '09:00', to: '24:30' }])).toEqual([0, 'ends after 24:00'])
    expect(
      workTimeProblem([
        { weekday: 3, from: '09:00', to: '12:00' },
        { weekday: 3, from: '11:59', to: '13:00' }
      ])?.[0]
    ).toBe(1)
  })
})
