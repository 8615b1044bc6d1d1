/**
 * The largest SVG source LocalKit draws (16 MB): past it, reading and laying the text out alone froze the
 * page (a 40 MB file took 30 s and 3.4 GB in the preview). Its own file so manifests (input.maxBytes)
 * can name it without pulling the SVG code into the shell's bundle; svgBudget.ts holds the other budgets.
 */
export const SVG_MAX_BYTES = 16 * 1024 * 1024;
