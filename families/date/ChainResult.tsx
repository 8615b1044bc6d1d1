import type { ResultViewProps } from '../../schemas/ToolManifest';
import './ChainResult.css';

/** The date code runners' result view (manifest `resultView`): the evaluated chain's value, as text. */
export default function ChainResult({ text }: ResultViewProps) {
  return (
    <pre className="call-chain-result" data-testid="chain-result">
      {text}
    </pre>
  );
}
