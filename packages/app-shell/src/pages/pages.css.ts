import { style } from '@vanilla-extract/css';
import { size, vars } from '@clubstay/design-tokens/contract';

export const article = style({
  width: '100%',
  maxWidth: size.pageWidth.article,
  margin: '0 auto',
  padding: `${size.space(10)} ${size.space(4)} ${size.space(16)}`,
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(4),
});

export const title = style({ fontSize: size.text.xl, lineHeight: 1.25 });
export const heading = style({ fontSize: size.text.lg, marginTop: size.space(4) });
export const text = style({ margin: 0, fontSize: size.text.md, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const faqList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: size.space(3),
  margin: 0,
  padding: 0,
});
export const faqItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: `${size.space(3)} ${size.space(4)}`,
  background: vars.color.surface,
});
export const faqQuestion = style({ fontWeight: vars.weight.bold, cursor: 'pointer', fontSize: size.text.md });

export const centered = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: size.space(4),
  padding: `${size.space(16)} ${size.space(4)}`,
});

export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: size.button.regular,
  padding: `0 ${size.space(5)}`,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { filter: 'brightness(0.92)' } },
});
