import { FolderClosed, Image, PenTool, Star, Video, Music, CalendarDays, Type, NotebookPen, Monitor, type LucideIcon } from 'lucide-react';
import { KNOWN_CATEGORIES } from '../../schemas/Category';

export interface CategoryStyle {
  icon: LucideIcon;
  /** A CSS colour used for the category's icon and accents. */
  color: string;
}

const styles: Record<(typeof KNOWN_CATEGORIES)[number], CategoryStyle> = {
  image: { icon: Image, color: '#2563eb' },
  svg: { icon: PenTool, color: '#9333ea' },
  favicon: { icon: Star, color: '#d97706' },
  video: { icon: Video, color: '#dc2626' },
  audio: { icon: Music, color: '#db2777' },
  date: { icon: CalendarDays, color: '#0891b2' },
  text: { icon: Type, color: '#16a34a' },
  writer: { icon: NotebookPen, color: '#65a30d' },
  screenshot: { icon: Monitor, color: '#ea580c' },
};

/** An unknown category still works: grey folder icon, sorted after the known ones. */
export const UNKNOWN_CATEGORY: CategoryStyle = { icon: FolderClosed, color: '#6b7280' };

export function categoryStyle(category: string): CategoryStyle {
  return (styles as Record<string, CategoryStyle>)[category] ?? UNKNOWN_CATEGORY;
}

export function categoryOrder(category: string): number {
  const i = (KNOWN_CATEGORIES as readonly string[]).indexOf(category);
  return i === -1 ? KNOWN_CATEGORIES.length : i;
}
