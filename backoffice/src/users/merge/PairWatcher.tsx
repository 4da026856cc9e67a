import { useEffect } from 'react';
import { FormDataConsumer } from 'react-admin';

interface Pair {
  readonly source: string;
  readonly target: string;
}

function Report({ source, target, onChange }: Pair & { onChange: (pair: Pair) => void }) {
  useEffect(() => onChange({ source, target }), [source, target, onChange]);
  return null;
}

/** Reports the two picked ids as they change, so the preview follows the pickers. */
export function PairWatcher({ onChange }: { onChange: (pair: Pair) => void }) {
  return (
    <FormDataConsumer<{ sourceUserId?: string | null; targetUserId?: string | null }>>
      {({ formData }) => (
        <Report source={formData.sourceUserId ?? ''} target={formData.targetUserId ?? ''} onChange={onChange} />
      )}
    </FormDataConsumer>
  );
}
