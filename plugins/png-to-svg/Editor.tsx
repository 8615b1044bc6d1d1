export { SvgConvertEditor as default } from '../../src/editors/SvgConvertEditor';
