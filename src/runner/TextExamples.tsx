import { useTranslation } from 'react-i18next';

/** A text tool's examples (manifest `input.examples`): each a button that puts it into the input. */
export function TextExamples({ examples, onPick }: { examples: readonly string[]; onPick: (example: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="text-examples">
      <h2 className="text-editor-label">{t('runner.examples')}</h2>
      <ul>
        {examples.map((example) => (
          <li key={example}>
            <button type="button" className="linkish" data-testid="example" onClick={() => onPick(example)}>
              <code>{example}</code>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
