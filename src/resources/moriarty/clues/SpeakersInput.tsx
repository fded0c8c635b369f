import { RadioButtonGroupInput } from 'react-admin';
import { SPEAKER_CHOICES, speakerChoiceOf, speakersOf } from './speakers';

/** Speakers as one choice, Customer (in) / Brand (out) / Both; the value stays the subset. */
export const SpeakersInput = () => (
  <RadioButtonGroupInput
    source="speakers"
    choices={[...SPEAKER_CHOICES]}
    format={speakerChoiceOf}
    parse={speakersOf}
  />
);
