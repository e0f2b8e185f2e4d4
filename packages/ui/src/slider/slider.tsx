import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  type SliderProps as AriaSliderProps,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { label as labelClass } from '#field/field.css.ts';
import { fill, output, slider, thumb, track } from './slider.css.ts';

export interface RangeSliderProps extends Omit<AriaSliderProps<number[]>, 'className' | 'children'> {
  /** The visible label, e.g. "Price per night". */
  label: string;
  /** Accessible names of the two thumbs. @default ['Minimum', 'Maximum'] */
  thumbLabels?: [string, string];
  className?: string;
}

/**
 * react-aria's Slider with two thumbs (a price range): each thumb is a real range input, so arrow keys,
 * Page Up/Down, Home/End and screen readers work; the thumbs cannot cross.
 */
export function RangeSlider({
  label,
  thumbLabels = ['Minimum', 'Maximum'],
  className,
  ...props
}: RangeSliderProps) {
  return (
    <AriaSlider {...props} className={cx(slider, className)}>
      <Label className={labelClass}>{label}</Label>
      <SliderOutput className={output}>
        {({ state }) => state.values.map((_, index) => state.getThumbValueLabel(index)).join(' – ')}
      </SliderOutput>
      <SliderTrack className={track}>
        {({ state }) => {
          const [from = 0, to = 1] = [state.getThumbPercent(0), state.getThumbPercent(1)];
          return (
            <>
              <span className={fill} style={{ left: `${from * 100}%`, width: `${(to - from) * 100}%` }} />
              <SliderThumb index={0} aria-label={thumbLabels[0]} className={thumb} />
              <SliderThumb index={1} aria-label={thumbLabels[1]} className={thumb} />
            </>
          );
        }}
      </SliderTrack>
    </AriaSlider>
  );
}
