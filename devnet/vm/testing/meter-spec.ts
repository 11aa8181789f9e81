import { loadSpec } from '../../sharded/testing/openapi'

/**
 * Meter's meter.yaml v1.2.2, loaded once per test file. Where that document contradicts the real node, the schema is
 * patched below with the reason, so the checks pin the real shape, not the doc error.
 */
export const meterDoc = loadSpec('meter/meter.v1.2.2.yaml')
const s = meterDoc.components!.schemas! as Record<
  string,
  { properties: Record<string, Record<string, unknown>>; oneOf?: unknown; anyOf?: unknown }
>
// oneOf over schemas without `required` can never match exactly one branch (a transaction matches both
// TxWithMeta and RawTxWithMeta; {id} matches both IDOrSigningHash branches): the intent is "either of".
for (const name of ['TxOrRawTxWithMeta', 'IDOrSigningHash']) {
  s[name]!.anyOf = s[name]!.oneOf
  delete s[name]!.oneOf
}
// The node writes null for "no dependency" and "not a deployment" (the examples in vechain-thor show both).
s.TxBody!.properties.dependsOn!.nullable = true
s.Clause!.properties.to!.nullable = true
// Block.beneficiary is documented as bytes32 but is an address (meter-pov api/blocks/types.go: meter.Address).
s.Block!.properties.beneficiary!.format = 'bytes20'
const outputs = (s.Receipt!.properties.outputs as { items: { properties: Record<string, Record<string, unknown>> } })
  .items
outputs.properties.contractAddress!.nullable = true
