/** A picture's size in pixels, as read from a file's header. */
export interface ImageSize {
  width: number;
  height: number;
}
