/**
 * The shape rule of a namespace file: the English messages must have exactly the keys of the Japanese
 * ones (Japanese is the default language and is written first). The compiler checks it through
 * `satisfies MessagesLike<typeof ja>`; resources.test.ts checks it again at run time, with values and
 * interpolation variables.
 */
export type MessagesLike<T> = {
  [K in keyof T]: T[K] extends string ? string : MessagesLike<T[K]>;
};

/** A nested tree of message strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}
