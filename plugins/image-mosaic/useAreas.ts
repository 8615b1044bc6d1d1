import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { EditorProps } from '../../src/runner/editorProps';
import type { Region } from './regions';

/**
 * The mosaic areas and their editing: every change goes through `commit`, which keeps the last 50
 * states for undo; the selected area; Delete/Backspace removes it and Ctrl/Cmd+Z undoes (not while
 * typing in a field). Areas and history are kept while the tab lives, the selection is not.
 */
export function useAreas(useKept: EditorProps['useKept']) {
  const [regions, setRegions] = useKept<Region[]>('regions', []);
  const [history, setHistory] = useKept<Region[][]>('history', []);
  const [selected, setSelected] = useState<number>();

  const commit = useCallback(
    (next: Region[], select?: number) => {
      setHistory((h) => [...h.slice(-49), regions]);
      setRegions(next);
      setSelected(select);
    },
    [regions, setHistory, setRegions],
  );

  const undo = useCallback(() => {
    setHistory((h) => {
      if (h.length === 0) return h;
      setRegions(h[h.length - 1]);
      setSelected(undefined);
      return h.slice(0, -1);
    });
  }, [setHistory, setRegions]);

  const removeSelected = useCallback(() => {
    if (selected === undefined) return;
    commit(regions.filter((_, i) => i !== selected));
  }, [commit, regions, selected]);

  // Keys act on what the editor shows now (an effect event reads the latest areas and selection).
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
    if ((e.key === 'Delete' || e.key === 'Backspace') && selected !== undefined) {
      e.preventDefault();
      removeSelected();
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      undo();
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return { regions, selected, setSelected, commit, undo, removeSelected, canUndo: history.length > 0 };
}
