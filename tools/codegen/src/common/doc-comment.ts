/** A JSDoc line: one line of text, with every star-slash escaped so that none ends the comment early. */
export const docLine = (text: string): string => text.replace(/\s+/g, ' ').trim().replaceAll('*/', '*\\/');

/** A one-line doc comment, indented for an object member, with its newline. */
export const memberDoc = (text: string): string => `  /** ${docLine(text)} */\n`;
