/** Version rules (types/rules/version-rules.ts): product.md "Update check reply: updateType is FORCE or WEAK". */
import { compareVersions, isVersion, publishedVersionsProblem, updateTypeFor } from '../types/rules/version-rules'

describe('compareVersions', () => {
  it('compares part by part as numbers, missing parts as 0', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0)
    expect(compareVersions('1.2', '1.2.0')).toBe(0)
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0)
    expect(compareVersions('3.1.4.20', '3.1.4.3')).toBeGreaterThan(0)
  })

  it('knows a version from other text', () => {
    expect(isVersion('3.1.4')).toBe(true)
    expect(isVersion('3')).toBe(true)
    expect(isVersion('v3.1')).toBe(false)
    expect(isVersion('1.2.3.4.5')).toBe(false)
    expect(isVersion('')).toBe(false)
  })
})

describe('updateTypeFor: FORCE below the oldest supported, WEAK below the latest', () => {
  const published = { minVersion: '2.0.0', latestVersion: '2.3.0' }
  it('answers FORCE, WEAK or null', () => {
    expect(updateTypeFor('1.9.9', published)).toBe('FORCE')
    expect(updateTypeFor('2.0.0', published)).toBe('WEAK')
    expect(updateTypeFor('2.2.10', published)).toBe('WEAK')
    expect(updateTypeFor('2.3', published)).toBeNull()
    expect(updateTypeFor('3.0.0', published)).toBeNull()
  })

  it('refuses an oldest-supported newer than the latest, and non-versions', () => {
    expect(publishedVersionsProblem({ minVersion: '2.4', latestVersion: '2.3' })).toBe('order')
    expect(publishedVersionsProblem({ minVersion: 'x', latestVersion: '2.3' })).toBe('version')
    expect(publishedVersionsProblem({ minVersion: '2.3', latestVersion: '2.3' })).toBeUndefined()
  })
})
