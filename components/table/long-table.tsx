'use client'
import { lazyComponent } from '@/components/ui/lazy-component'

/**
 * <DataTable/> as a chunk of its own, for server-rendered panels with more than VIRTUALIZE_AFTER rows: only those
 * pages load the table and virtualiser code (server-rendered and hydrated, so nothing shifts).
 */
export const LongTable = lazyComponent(() => import('./data-table').then((m) => m.DataTable))
