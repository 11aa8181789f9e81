/** What network files may name: the catalog's columns and operation ids (lib/networks/load.ts checks them). */
import { CATALOG } from './index'

export const CATALOG_COLUMNS: ReadonlySet<string> = new Set(CATALOG.flatMap((op) => op.columns))
export const OPERATION_ID_LIST: readonly string[] = CATALOG.map((op) => op.id)
