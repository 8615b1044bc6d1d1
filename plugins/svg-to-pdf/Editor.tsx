export { SvgConvertEditor as default } from '../../families/svg/SvgConvertEditor';
