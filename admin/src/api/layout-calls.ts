/** Typed calls of the page-layout area (types/api/storefront-admin.ts LAYOUT_PATHS), beside admin-calls.ts. */
import { adminPath } from '../../../types/api/staff'
import {
  LAYOUT_PATHS,
  type CreateTopicRequest,
  type LayoutDraft,
  type LayoutPageSummary,
  type LayoutPagesReply,
  type LayoutVersion,
  type SaveLayoutDraftRequest
} from '../../../types/api/storefront-admin'
import { adminGet, adminSend } from './admin-client'

export const layoutPages = () => adminGet<LayoutPagesReply>(LAYOUT_PATHS.pages)
export const createTopic = (req: CreateTopicRequest) => adminSend<LayoutPageSummary>('POST', LAYOUT_PATHS.topics, req)
/** The shop tab's page, made (unpublished, empty) when the merchant has none. */
export const shopLayoutPage = () => adminSend<LayoutPageSummary>('POST', LAYOUT_PATHS.shop)
export const layoutDraft = (id: string) => adminGet<LayoutDraft>(adminPath(LAYOUT_PATHS.draft, { id }))
export const saveLayoutDraft = (id: string, req: SaveLayoutDraftRequest) =>
  adminSend<LayoutDraft>('PUT', adminPath(LAYOUT_PATHS.draft, { id }), req)
export const publishLayout = (id: string) => adminSend<LayoutVersion>('POST', adminPath(LAYOUT_PATHS.publish, { id }))
export const layoutVersions = (id: string) => adminGet<LayoutVersion[]>(adminPath(LAYOUT_PATHS.versions, { id }))
export const rollbackLayout = (id: string, version: number) =>
  adminSend<LayoutVersion>('POST', adminPath(LAYOUT_PATHS.rollback, { id, version }))
