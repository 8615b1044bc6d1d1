/** Side panels of the cover editor: the selected text, the background, the device frame. */
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlignCenter, AlignLeft, AlignRight, ArrowDown, ArrowUp } from 'lucide-react';
import { fontById } from '../../src/engines/fontList';
import { CheckboxInput, ColourInput, FontSelect, RadioGroup, RangeInput } from '../../src/runner/fields/inputs';
import { pickerAccept } from '../../src/runner/checkFile';
import { COVER_NS } from './i18n';
import {
  fontPixels,
  reorderText,
  rotateText,
  updateBackground,
  updateDevice,
  updateText,
  type Scene,
  type Size,
  type TextItem,
} from './scene';
import { COVER_IMAGE_TYPES } from './userImage';
import type { Selection } from './render';

/** Applies a change to the design; changes sharing a merge key become one undo step. */
export type Change = (fn: (scene: Scene) => Scene, mergeKey?: string) => void;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="cover-panel" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

// The design's own fields (texts, background, device) are the field kit's inputs with a label; they edit
// the design in the editor's store, not the tool's options.
function Range(p: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (v: number) => void;
  shown: string;
}) {
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <RangeInput id={p.id} value={p.value} min={p.min} max={p.max} step={p.step ?? 1} shown={p.shown} onChange={p.onChange} />
    </div>
  );
}

function Colour({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <ColourInput id={id} value={value} onChange={onChange} />
    </div>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return <CheckboxInput id={id} label={label} value={checked} onChange={onChange} />;
}

function Radios<V extends string>(p: {
  name: string;
  legend: string;
  value: V;
  values: readonly V[];
  labels: (v: V) => ReactNode;
  onChange: (v: V) => void;
}) {
  return (
    <div className="field">
      <RadioGroup id={p.name} name={p.name} legend={p.legend} value={p.value} values={p.values} label={p.labels} onChange={p.onChange} />
    </div>
  );
}

/** A button that opens the file picker for one image (a real button, so it works from the keyboard). */
function ImagePick({ label, testId, onFile }: { label: string; testId: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so that picking the same file again still counts as a change.
    e.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input ref={input} type="file" accept={pickerAccept(COVER_IMAGE_TYPES)} onChange={pick} data-testid={testId} hidden tabIndex={-1} />
    </>
  );
}

export function TextPanel({ item, size, fonts, change }: { item: TextItem; size: Size; fonts: Record<string, boolean>; change: Change }) {
  const { t } = useTranslation(COVER_NS);
  const set = (field: string, patch: Partial<TextItem>) => change((s) => updateText(s, item.id, patch), `${field}:${item.id}`);
  const missing = fonts[item.font] === false;
  return (
    <Section title={t('text.title')} testId="text-panel">
      <div className="cover-field">
        <label htmlFor="cover-text">{t('text.content')}</label>
        <textarea
          id="cover-text"
          rows={3}
          value={item.text}
          onChange={(e) => set('text', { text: e.target.value })}
          data-testid="text-content"
        />
      </div>
      <Colour id="cover-color" label={t('text.color')} value={item.color} onChange={(color) => set('color', { color })} />
      <Range
        id="cover-size"
        label={t('text.size')}
        value={item.size}
        min={10}
        max={400}
        onChange={(v) => set('size', { size: v })}
        shown={`${Math.round(fontPixels(item, size))} px`}
      />
      <Range
        id="cover-rotation"
        label={t('text.rotation')}
        value={item.rotation}
        min={-180}
        max={180}
        onChange={(v) => change((s) => rotateText(s, item.id, v), `rotation:${item.id}`)}
        shown={`${item.rotation}°`}
      />
      <div className="cover-field">
        <label htmlFor="cover-font">{t('text.font')}</label>
        <FontSelect id="cover-font" value={item.font} onChange={(font) => set('font', { font })} />
        {missing && (
          <p className="muted small" data-testid="font-fallback" role="status">
            {t('text.fontFallback', { font: fontById(item.font).label })}
          </p>
        )}
      </div>
      <Radios
        name="cover-align"
        legend={t('text.align')}
        value={item.align}
        values={['left', 'center', 'right'] as const}
        labels={(v) => {
          const Icon = v === 'left' ? AlignLeft : v === 'center' ? AlignCenter : AlignRight;
          return (
            <span className="cover-align" title={t(`text.align_${v}`)}>
              <Icon size={16} aria-hidden />
              <span className="sr-only">{t(`text.align_${v}`)}</span>
            </span>
          );
        }}
        onChange={(align) => set('align', { align })}
      />
      <div className="cover-row">
        <Check id="cover-bold" label={t('text.bold')} checked={item.bold} onChange={(bold) => set('bold', { bold })} />
        <Check id="cover-shadow" label={t('text.shadow')} checked={item.shadow} onChange={(shadow) => set('shadow', { shadow })} />
        <Check id="cover-stroke" label={t('text.stroke')} checked={item.stroke} onChange={(stroke) => set('stroke', { stroke })} />
      </div>
      {item.stroke && (
        <>
          <Colour
            id="cover-stroke-color"
            label={t('text.strokeColor')}
            value={item.strokeColor}
            onChange={(strokeColor) => set('strokeColor', { strokeColor })}
          />
          <Range
            id="cover-stroke-width"
            label={t('text.strokeWidth')}
            value={Math.round(item.strokeWidth * 100)}
            min={1}
            max={30}
            onChange={(v) => set('strokeWidth', { strokeWidth: v / 100 })}
            shown={`${Math.round(item.strokeWidth * 100)}%`}
          />
        </>
      )}
    </Section>
  );
}

export function BackgroundPanel({
  scene,
  change,
  addImage,
}: {
  scene: Scene;
  change: Change;
  addImage: (file: File) => Promise<string | undefined>;
}) {
  const { t } = useTranslation(COVER_NS);
  const bg = scene.background;
  const set = (field: string, patch: Partial<Scene['background']>) => change((s) => updateBackground(s, patch), `bg-${field}`);
  return (
    <Section title={t('background.title')} testId="background-panel">
      <Radios
        name="cover-bg-kind"
        legend={t('background.kind')}
        value={bg.kind}
        values={['solid', 'gradient'] as const}
        labels={(v) => t(`background.${v}`)}
        onChange={(kind) => set('kind', { kind })}
      />
      <Colour
        id="cover-bg-color"
        label={bg.kind === 'gradient' ? t('background.from') : t('background.color')}
        value={bg.color}
        onChange={(color) => set('color', { color })}
      />
      {bg.kind === 'gradient' && (
        <>
          <Colour id="cover-bg-color2" label={t('background.to')} value={bg.color2} onChange={(color2) => set('color2', { color2 })} />
          <Range
            id="cover-bg-angle"
            label={t('background.angle')}
            value={bg.angle}
            min={0}
            max={360}
            onChange={(angle) => set('angle', { angle })}
            shown={`${bg.angle}°`}
          />
        </>
      )}
      <div className="cover-row">
        <ImagePick
          label={bg.imageId ? t('background.replaceImage') : t('background.addImage')}
          testId="background-input"
          onFile={async (file) => {
            const id = await addImage(file);
            if (id) change((s) => updateBackground(s, { imageId: id }));
          }}
        />
        {bg.imageId && (
          <button
            type="button"
            className="btn"
            onClick={() => change((s) => updateBackground(s, { imageId: null }))}
            data-testid="background-remove"
          >
            {t('background.removeImage')}
          </button>
        )}
      </div>
      {bg.imageId && (
        <>
          <Radios
            name="cover-bg-fit"
            legend={t('background.fit')}
            value={bg.fit}
            values={['cover', 'contain'] as const}
            labels={(v) => t(`background.fit_${v}`)}
            onChange={(fit) => set('fit', { fit })}
          />
          <Range
            id="cover-bg-posx"
            label={t('background.posX')}
            value={Math.round(bg.posX * 100)}
            min={0}
            max={100}
            onChange={(v) => set('posX', { posX: v / 100 })}
            shown={`${Math.round(bg.posX * 100)}%`}
          />
          <Range
            id="cover-bg-posy"
            label={t('background.posY')}
            value={Math.round(bg.posY * 100)}
            min={0}
            max={100}
            onChange={(v) => set('posY', { posY: v / 100 })}
            shown={`${Math.round(bg.posY * 100)}%`}
          />
        </>
      )}
    </Section>
  );
}

export function DevicePanel({
  scene,
  change,
  addImage,
  onShow,
}: {
  scene: Scene;
  change: Change;
  addImage: (file: File) => Promise<string | undefined>;
  onShow: () => void;
}) {
  const { t } = useTranslation(COVER_NS);
  const d = scene.device;
  const set = (field: string, patch: Partial<Scene['device']>) => change((s) => updateDevice(s, patch), `device-${field}`);
  return (
    <Section title={t('device.title')} testId="device-panel">
      <Check
        id="cover-device-show"
        label={t('device.show')}
        checked={d.show}
        onChange={(show) => {
          change((s) => updateDevice(s, { show }));
          if (show) onShow();
        }}
      />
      {d.show && (
        <>
          <div className="cover-field">
            <label htmlFor="cover-device-kind">{t('device.kind')}</label>
            <select
              id="cover-device-kind"
              value={d.kind}
              onChange={(e) => change((s) => updateDevice(s, { kind: e.target.value as Scene['device']['kind'] }))}
            >
              {(['phone', 'tablet', 'laptop'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`device.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {d.kind !== 'laptop' && (
            <Check
              id="cover-device-landscape"
              label={t('device.landscape')}
              checked={d.landscape}
              onChange={(landscape) => change((s) => updateDevice(s, { landscape }))}
            />
          )}
          <div className="cover-row">
            <ImagePick
              label={d.screenshotId ? t('device.replaceScreenshot') : t('device.addScreenshot')}
              testId="screenshot-input"
              onFile={async (file) => {
                const id = await addImage(file);
                if (id) change((s) => updateDevice(s, { screenshotId: id }));
              }}
            />
            {d.screenshotId && (
              <button
                type="button"
                className="btn"
                onClick={() => change((s) => updateDevice(s, { screenshotId: null }))}
                data-testid="screenshot-remove"
              >
                {t('device.removeScreenshot')}
              </button>
            )}
          </div>
          <Range
            id="cover-device-scale"
            label={t('device.scale')}
            value={Math.round(d.scale * 100)}
            min={10}
            max={150}
            onChange={(v) => set('scale', { scale: v / 100 })}
            shown={`${Math.round(d.scale * 100)}%`}
          />
          <Colour
            id="cover-device-color"
            label={t('device.frameColor')}
            value={d.frameColor}
            onChange={(frameColor) => set('color', { frameColor })}
          />
          <p className="muted small">{t('device.dragHint')}</p>
        </>
      )}
    </Section>
  );
}

/** Every item as a button, topmost first: selects items that are hard to click and changes their order. */
export function LayersPanel({
  scene,
  selection,
  select,
  change,
}: {
  scene: Scene;
  selection: Selection;
  select: (s: Selection) => void;
  change: Change;
}) {
  const { t } = useTranslation(COVER_NS);
  const selectedId = selection?.kind === 'text' ? selection.id : undefined;
  const index = scene.texts.findIndex((x) => x.id === selectedId);
  return (
    <Section title={t('layers.title')} testId="layers-panel">
      <ul className="cover-layers">
        {[...scene.texts].reverse().map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={item.id === selectedId ? 'selected' : ''}
              aria-pressed={item.id === selectedId}
              onClick={() => select({ kind: 'text', id: item.id })}
              data-testid="layer"
              data-id={item.id}
            >
              {item.text.split('\n')[0].trim() || t('layers.untitled')}
            </button>
          </li>
        ))}
        {scene.device.show && (
          <li>
            <button
              type="button"
              className={selection?.kind === 'device' ? 'selected' : ''}
              aria-pressed={selection?.kind === 'device'}
              onClick={() => select({ kind: 'device' })}
              data-testid="layer"
              data-id="device"
            >
              {t('layers.device')}
            </button>
          </li>
        )}
      </ul>
      {selectedId && (
        <div className="cover-row">
          <button
            type="button"
            className="btn"
            disabled={index === scene.texts.length - 1}
            onClick={() => change((s) => reorderText(s, selectedId, 1))}
            data-testid="layer-up"
          >
            <ArrowUp size={16} aria-hidden /> {t('layers.forward')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={index <= 0}
            onClick={() => change((s) => reorderText(s, selectedId, -1))}
            data-testid="layer-down"
          >
            <ArrowDown size={16} aria-hidden /> {t('layers.backward')}
          </button>
        </div>
      )}
    </Section>
  );
}
