import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconDrawing } from '../../../schemas/ToolManifest';
import { ChoiceGrid } from './ChoiceGrid';

/** One icon drawn from its drawing data (the tool's own, trusted: a real inline <svg> is fine). */
function Glyph({ node }: { node: IconDrawing }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={22}
      height={22}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {node.map(([tag, attrs], i) => {
        const { key: _key, ...rest } = attrs;
        return createElement(tag, { key: i, ...rest });
      })}
    </svg>
  );
}

/** widget 'icon': the icons the manifest's `icons` loads, as a grid to pick one from; the value is its name. */
export function IconPicker({
  id,
  labelId,
  icons,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  labelId: string;
  icons?: () => Promise<Record<string, IconDrawing>>;
  value: string;
  onChange: (next: string) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const [set, setSet] = useState<Record<string, IconDrawing>>();
  useEffect(() => {
    let alive = true;
    void icons?.().then((loaded) => alive && setSet(loaded));
    return () => {
      alive = false;
    };
  }, [icons]);
  if (!set)
    return (
      <p id={id} className="field-description" aria-busy="true">
        {t('loading')}
      </p>
    );
  return (
    <ChoiceGrid
      id={id}
      values={Object.keys(set)}
      value={value}
      onChange={onChange}
      labelledBy={labelId}
      describedBy={describedBy}
      draw={(name) => <Glyph node={set[name]} />}
      name={(name) => name.replace(/-/g, ' ')}
    />
  );
}
