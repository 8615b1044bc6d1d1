declare module 'virtual:tool-summaries' {
  /** Every tool's summary, built from its manifest (see build/toolSummaries.ts). */
  const summaries: import('../../schemas/ToolSummary').ToolSummary[];
  export default summaries;
}
