import { agent, agentHolds, customer, either, maybe, type LanguageScript, type Step } from './dsl';

// English call-centre conversations. Placeholders: see ../vocabulary.ts.

const greeting = agent(
  'Good morning, {brand}, you’re speaking to {agent}, how can I help?',
  'Hello, thank you for calling {brand}, my name is {agent}, how can I help you today?',
  '{brand} customer service, {agent} speaking.',
  'Hi, welcome to {brand}, this is {agent}.',
);

const callOut: Step[] = [
  agent(
    'Hello, this is {agent} from {brand} customer service, could I speak to {customer}, please?',
    'Hi, it’s {agent} calling from {brand}, am I speaking with {customer}?',
  ),
  customer('Yes, speaking.', 'Yes, that’s me, what is it about?', 'Yes, go ahead.'),
];

const identification: Step[] = [
  agent(
    'First of all, can you give me your account number, please?',
    'I need to verify your identity first: can you give me your account number?',
    'Let me look into it. What is your account number?',
  ),
  customer(
    'Yes, it’s {customerNumber}.',
    'Hang on, it’s on my bill… {customerNumber}.',
    'Right, {customerNumber}.',
  ),
  maybe(0.4, agent('And can you confirm your date of birth?'), customer('It’s the {birthDate}.')),
  agent(
    'Thank you {customer}, I have your account here.',
    'Perfect, thanks, I’ve got your details.',
  ),
];

const orderIdentification: Step[] = [
  agent(
    'Let me have a look. Can you give me your order number?',
    'Do you have your order number to hand?',
    'Sure, what is the order number, please?',
  ),
  customer(
    'Yes, the order number is {orderNumber}.',
    'It’s {orderNumber}.',
    'It’s in the confirmation email… {orderNumber}.',
  ),
  agent('Thanks, I can see your order.', 'Thank you {customer}, I’ve found the order.'),
];

const closing: Step[] = [
  agent(
    'Is there anything else I can help you with?',
    'Do you have any other questions?',
    'Anything else I can do for you today?',
  ),
  customer('No, that’s all, thanks.', 'No, that’s great, thank you very much.', 'No thanks.'),
  agent(
    'You’re welcome, thank you for calling {brand}, have a nice day.',
    'Thanks for your call, have a good day, goodbye.',
    'Alright, thank you and have a lovely day.',
  ),
  maybe(0.6, customer('Bye.', 'Thanks, bye.', 'You too, goodbye.')),
];

const checking = maybe(
  0.3,
  agentHolds(
    'I’ll put you on hold for a moment while I check with the team.',
    'Bear with me, I’ll just look into that.',
  ),
  agent('Thank you for holding.', 'Thanks for waiting.'),
);

const billing: Step[] = [
  greeting,
  customer(
    'Hi, I’m calling about my last bill, I don’t understand the amount.',
    'Hello, my bill went up without any notice and I want to know why.',
    'Hi, you charged me twice this month, I’d like to understand.',
    'Hello, can you send me a copy of the invoice from last month?',
  ),
  ...identification,
  either(
    [
      agent(
        'Let me check your bill… it comes to {amount} this month against {oldAmount} last month.',
      ),
      customer('Yes, that’s exactly what I don’t understand.', 'Exactly, why the increase?'),
      checking,
      agent(
        'The difference is the end of your welcome discount, it was valid for {months} months.',
        'There are some international calls charged outside your allowance.',
        'It’s the annual price review of your {offer}.',
      ),
      customer(
        'Nobody told me about that, it’s a bit much.',
        'Oh right, I hadn’t noticed.',
        'That’s really expensive for what it is.',
      ),
      maybe(
        0.6,
        agent(
          'I understand. I can offer you a credit of {credit} on your next bill as a gesture of goodwill.',
        ),
        customer('Okay, that’s something, thank you.', 'Fine, that works for me.'),
      ),
    ],
    [
      agent('You’re right, I can see two payments of {amount} on the {pastDate}.'),
      customer('Yes, and I’d like a refund quickly.', 'And it put me into my overdraft.'),
      agent(
        'That’s our mistake, I’m issuing a refund for the second payment, you’ll get it within five working days.',
      ),
      customer('Great, thanks.', 'I hope it won’t happen again.'),
    ],
    [
      agent('Of course, I’ll email you a copy of the invoice to the address on your account.'),
      customer('Perfect, thanks.', 'That’s kind, thank you.'),
      maybe(
        0.5,
        customer(
          'And can I set up a direct debit?',
          'I would like to set up automatic payments too.',
        ),
        agent(
          'Yes, I’ll send you the direct debit form as well, you can sign it in your online account.',
        ),
      ),
    ],
  ),
  ...closing,
];

const cancellationOutcome = either(
  [
    agent(
      'Before I process the cancellation, I can offer you {discount} percent off for {months} months.',
    ),
    customer('Oh, in that case I’ll stay.', 'Well, if that’s the case, I’ll stay.'),
    agent('Perfect, I’m applying the discount today, you’ll see it on your next bill.'),
  ],
  [
    maybe(
      0.7,
      agent('I can offer you {discount} percent off for {months} months if you stay with us.'),
      customer('No thanks, my mind is made up.', 'That’s kind, but I really want to cancel.'),
    ),
    agent(
      'Alright, I’m processing the cancellation of your subscription, it will take effect {date}.',
      'Noted, the cancellation of your {offer} will take effect {date}.',
    ),
    maybe(
      0.5,
      customer('Is there a fee for cancelling early?', 'Are there any cancellation fees?'),
      agent(
        'Your minimum term has ended, so there are no fees.',
        'There are {months} months left on your contract, so an exit fee of {amount} applies.',
      ),
    ),
    maybe(
      0.4,
      customer('Can you confirm the end date of my contract in writing?'),
      agent('Yes, you’ll receive a confirmation by email in the next few minutes.'),
    ),
    maybe(0.3, agent('Please remember to send the equipment back within thirty days.')),
  ],
);

const cancellationReason: Step[] = [
  agent(
    'I can see you’ve been with us for {years} years. May I ask why you want to leave?',
    'Noted. What’s the reason for your decision?',
  ),
  customer(
    'I found a cheaper offer elsewhere.',
    'I’m moving abroad and you don’t cover the area.',
    'Honestly, the service hasn’t been working properly for months.',
    'The price went up again, it’s too expensive now.',
  ),
];

const cancellation: Step[] = [
  greeting,
  customer(
    'Hi, I want to cancel my subscription.',
    'Hello, I’m calling to cancel my subscription to the {offer}.',
    'Hi, I’d like to cancel my subscription, it doesn’t suit me any more.',
    'Hello, can I cancel before the end of my contract?',
  ),
  ...identification,
  ...cancellationReason,
  cancellationOutcome,
  ...closing,
];

const retentionCall: Step[] = [
  ...callOut,
  agent(
    'I’m calling about your request to cancel your {offer}.',
    'We received your cancellation request and I wanted to talk it through with you.',
  ),
  customer('Yes, I still want to cancel my subscription.', 'Yes, I found a cheaper deal.'),
  ...cancellationReason,
  cancellationOutcome,
  ...closing,
];

const delivery: Step[] = [
  greeting,
  customer(
    'Hi, I’m calling because I still haven’t received {item}.',
    'Hello, the tracking says delivered but I never got it.',
    'Hi, I’d like to know the delivery date for {item}.',
    'Hello, I’ve been waiting ten days for {item}.',
  ),
  ...orderIdentification,
  either(
    [
      agent('I can see the parcel was delayed at our depot in {city}.'),
      customer('So when will it arrive?', 'It’s already a week late!'),
      agent('The new delivery date is {date}, {slot}.'),
      either(
        [customer('Okay, I’ll be in.', 'Right, I’ll make a note.')],
        [
          customer('I won’t be in that day, can it go to a pickup point?'),
          agent(
            'Yes, I’m changing the delivery address, you’ll get a text with the collection code.',
          ),
        ],
      ),
    ],
    [
      agent('The courier shows it as delivered {pastDay} at {time}, through the letterbox.'),
      customer('I didn’t get anything, and the driver did not leave a card.'),
      agent(
        'I understand. I’m opening an investigation with the courier, it can take up to forty-eight hours.',
      ),
      customer('And what if the parcel is lost?'),
      agent('In that case we’ll send the order again or refund you, whichever you prefer.'),
    ],
    [
      customer('Can I change the delivery address? I’ll be at my mother’s in {city}.'),
      agent('Yes, that’s still possible as it hasn’t been dispatched. What’s the new address?'),
      customer('It’s {address}, {city}.'),
      agent('That’s done, the delivery date stays {date}.'),
    ],
  ),
  maybe(
    0.5,
    agent('Would you like me to text you the tracking number?'),
    customer('Yes, please.', 'No, that’s fine, thanks.'),
  ),
  ...closing,
];

const complaint: Step[] = [
  greeting,
  customer(
    'Hi, this is the third time I am calling about the same issue.',
    'Hello, I want to make a complaint, I’m really unhappy.',
    'Hi, nobody called me back as promised last week.',
  ),
  ...identification,
  agent(
    'I’m sorry about that. Can you tell me what happened?',
    'I understand your frustration. What exactly is going on?',
  ),
  customer('Well, {issue}.', 'Basically, {issue}, and it’s been going on for weeks.'),
  agent('I can see {count} calls in the history of your account.'),
  checking,
  maybe(
    0.4,
    customer('I would like to speak to a manager.'),
    agent(
      'I understand, I’m passing your case to my manager, they will call you back within forty-eight hours.',
    ),
  ),
  either(
    [
      customer('I expect some compensation for this, it’s the least you can do.'),
      agent(
        'I’m adding a credit of {credit} to your next bill and escalating this to the technical team as a priority.',
      ),
      customer('Okay. I hope it gets sorted this time.'),
    ],
    [
      customer('I am going to file a formal complaint.'),
      agent(
        'That’s your right. You can also use the complaint form in your online account, it’s quicker.',
      ),
      customer('Fine, I’ll do that.'),
    ],
  ),
  ...closing,
];

const appointment: Step[] = [
  greeting,
  either(
    [
      customer(
        'Hi, I would like to book an appointment with an engineer for {visit}.',
        'Hello, I need to book an appointment for {visit}.',
      ),
      ...identification,
      agent('Let me check availability. I have a slot {date}, {slot}, does that work for you?'),
      maybe(
        0.4,
        customer('Do you have a slot in the morning?'),
        agent('Yes, I have {date}, between 8 and 10 am.'),
      ),
      customer('Yes, that’s perfect.', 'That works.'),
      agent('Your appointment is confirmed, you’ll get a reminder text the day before.'),
    ],
    [
      customer('Hi, can I move my appointment on {weekday}?'),
      ...identification,
      agent('Of course, when would you like to move it to?'),
      customer('Next week, late afternoon if possible.'),
      agent('I have {date} at {time}.'),
      customer('That works.', 'Perfect, thanks.'),
    ],
    [
      customer('Hi, the engineer never showed up this morning.'),
      ...identification,
      agent('I’m really sorry, I can see the visit was cancelled by mistake.'),
      customer('I took a day off work for nothing!'),
      agent(
        'I can offer you a priority appointment {date} at {time}, and a credit for the inconvenience.',
      ),
      customer('Okay.', 'Well, I don’t have much choice.'),
    ],
  ),
  ...closing,
];

const appointmentReminder: Step[] = [
  ...callOut,
  agent('I’m calling to confirm your appointment {date} at {time} for {visit}.'),
  either(
    [
      customer('Yes, that’s still fine for me.'),
      agent('Great, the engineer will call you half an hour before.'),
    ],
    [
      customer('Actually, I need to cancel tomorrow’s appointment, I won’t be available.'),
      agent('No problem, would you like to book another date?'),
      customer('Yes, the week after if possible.'),
      agent('I can offer {date}, {slot}.'),
      customer('Noted, thanks.'),
    ],
  ),
  ...closing,
];

export const englishScript: LanguageScript = {
  inbound: { billing, cancellation, delivery, complaint, appointment },
  outbound: { cancellation: retentionCall, appointment: appointmentReminder },
  failed: {
    inbound: [
      [greeting, customer('Oh sorry, wrong number.'), agent('No problem, goodbye.')],
      [
        greeting,
        agent('Hello? I can’t hear you.'),
        agent('I’m not getting any answer, I’ll hang up now. Goodbye.'),
      ],
    ],
    outbound: [
      [
        customer('Hi, you’ve reached the voicemail of {customer}, please leave a message.'),
        agent('Hello, this is {agent} from {brand}, I’ll call you back later. Have a nice day.'),
      ],
      [agent('Hello? Hello?'), customer('No thanks, I’m not interested.')],
    ],
  },
};
