/**
 * Where a shared link lands (product.md "share-ticket, share-show-detail, share-topic-activity,
 * share-pay-success"): the landing route, its params and the sharer's note, one line and cut to length.
 */
import { SHARE_NOTE_MAX, shareLanding, shareNote, sharedLink, sharedPage } from '../src/services/share-landing'
import { ROUTES } from '../types/routes/route-table'

describe('share landings', () => {
  test('a show lands on share-show-detail, a topic on share-topic-activity, both built pages', () => {
    expect(shareLanding({ kind: 'show', showId: 'S1' })).toEqual({ name: 'share-show-detail', params: { showId: 'S1' } })
    expect(shareLanding({ kind: 'topic', topicId: 'T1' }, 'hi')).toEqual({
      name: 'share-topic-activity',
      params: { topicId: 'T1', note: 'hi' }
    })
    for (const name of ['share-show-detail', 'share-topic-activity']) expect(ROUTES.find((r) => r.name === name)?.file).toBeDefined()
  })

  test('the mini-program path and the web link carry the note', () => {
    expect(sharedPage({ kind: 'show', showId: 'S 1' }, '一起去')).toBe(
      '/subpackages/show/share-show-detail/share-show-detail?showId=S%201&note=%E4%B8%80%E8%B5%B7%E5%8E%BB'
    )
    expect(sharedLink('https://shop.example', { kind: 'topic', topicId: 'T1' })).toBe('https://shop.example/share-topic/T1')
    expect(sharedLink('https://shop.example', { kind: 'show', showId: 'S1' }, 'go')).toBe('https://shop.example/share-show/S1?note=go')
  })

  test('the note: blank is none, whitespace folded to one line, cut at SHARE_NOTE_MAX characters (not code units)', () => {
    expect(shareNote(undefined)).toBeUndefined()
    expect(shareNote('  \n ')).toBeUndefined()
    expect(shareNote(' 一起\n去看 ')).toBe('一起 去看')
    const long = '🎭'.repeat(SHARE_NOTE_MAX + 5)
    expect(Array.from(shareNote(long) ?? '')).toHaveLength(SHARE_NOTE_MAX)
    expect(shareLanding({ kind: 'show', showId: 'S1' }, '   ').params).toEqual({ showId: 'S1' })
  })
})
