import type { ResultViewProps } from '../../src/runner/resultView';
import './ChainResult.css';

/** The date code runners' result view (manifest `resultView`): the evaluated chain's value, as text. */
export default function ChainResult({ results }: ResultViewProps) {
  return (
    <pre className="call-chain-result" data-testid="chain-result">
      {results[0]?.text}
    </pre>
  );
}
