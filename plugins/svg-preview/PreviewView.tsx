import type { ResultViewProps } from '../../src/runner/resultView';
import { PreviewStage } from './PreviewStage';
import { SvgFacts } from './SvgFacts';
import { FormattedCode } from './FormattedCode';
import './PreviewView.css';

/**
 * SVG Preview's result view (manifest `resultView`), shown beside the code as it is edited: the
 * pipeline's sanitised SVG (output 0) in a zoomable stage, its facts, and the formatted code (output 1).
 */
export default function PreviewView({ results, options, download, copyText }: ResultViewProps) {
  const [image, formatted] = results;
  if (image?.text === undefined) return null;
  return (
    <div className="svg-preview">
      <PreviewStage svg={image.text} background={String(options.background ?? 'checker')} />
      <SvgFacts image={image} />
      {formatted?.text !== undefined && <FormattedCode code={formatted.text} download={download} copyText={copyText} />}
    </div>
  );
}
