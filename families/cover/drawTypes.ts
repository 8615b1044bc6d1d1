/** What drawing a cover takes: the canvas context and the user's decoded images. */
export type DrawContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A decoded user image with its natural size. */
export interface ImageSource {
  image: CanvasImageSource;
  width: number;
  height: number;
}

export type ImageMap = Readonly<Record<string, ImageSource | undefined>>;
