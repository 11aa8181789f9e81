import { Notice } from '@/components/explorer/record-page'
import { LookupForm } from '@/components/ibc/lookup-form'

/** A GET form for a consensus height (`revision-height`), with the reason a typed height was refused. */
export function ConsensusHeightForm({ action, raw, error }: { action: string; raw: string; error?: string }) {
  return (
    <>
      <div className="mb-4 max-w-xl">
        <LookupForm
          action={action}
          label="Consensus state at a height"
          fields={[
            {
              name: 'height',
              label: 'Height (revision-height)',
              placeholder: '1-300',
              defaultValue: raw,
              pattern: '\\d+-\\d+',
            },
          ]}
        />
      </div>
      {error && (
        <div className="mb-4">
          <Notice title="Not a height" tone="error">
            {error}
          </Notice>
        </div>
      )}
    </>
  )
}
