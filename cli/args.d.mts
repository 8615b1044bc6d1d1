import type { CliTool } from '../build/cliTools';
export class UsageError extends Error {}
export function presetQuery(preset: string): URLSearchParams;
export interface ToolArgs {
  files: string[];
  flags: Map<string, string>;
  force: boolean;
  json: boolean;
  help: boolean;
  preset?: string;
  out?: string;
  browser?: string;
  jobs?: number;
  query: URLSearchParams;
}
export function parseToolArgs(tool: CliTool, args: string[]): ToolArgs;
