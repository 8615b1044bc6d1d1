import type { CliOption, CliTool } from '../build/cliTools';
export const COMMON_FLAGS: [string, string][];
export const USAGE: string;
export function valueHint(option: CliOption): string;
export function optionLines(option: CliOption): string;
export function helpText(tool: CliTool): string;
export function listText(tools: CliTool[]): string;
