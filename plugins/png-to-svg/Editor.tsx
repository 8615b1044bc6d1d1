export { SvgConvertEditor as default } from '../../src/engines/SvgConvertEditor';
