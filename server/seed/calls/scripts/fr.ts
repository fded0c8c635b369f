import { agent, agentHolds, customer, either, maybe, type LanguageScript, type Step } from './dsl';

// French call-centre conversations. Placeholders: see ../vocabulary.ts.

const greeting = agent(
  '{brand}, bonjour, {agent} à l’appareil, que puis-je faire pour vous ?',
  'Bonjour, service client {brand}, je m’appelle {agent}, en quoi puis-je vous aider ?',
  '{brand} bonjour, {agent} à votre écoute.',
  'Bonjour et bienvenue chez {brand}, {agent} à l’appareil.',
);

const callOut: Step[] = [
  agent(
    'Bonjour, {agent} du service client {brand}, je souhaiterais parler à {customer}, s’il vous plaît.',
    'Bonjour, ici {agent} de chez {brand}, suis-je bien avec {customer} ?',
  ),
  customer('Oui, c’est moi.', 'Oui, c’est bien moi, c’est à quel sujet ?', 'Oui, j’écoute.'),
];

const identification: Step[] = [
  agent(
    'Pour commencer, pouvez-vous me donner votre numéro client, s’il vous plaît ?',
    'Je vais vérifier votre identité : pouvez-vous me rappeler votre numéro client ?',
    'Je regarde cela. Quel est votre numéro client ?',
  ),
  customer(
    'Oui, c’est le {customerNumber}.',
    'Attendez, je l’ai sur ma facture… c’est le {customerNumber}.',
    'Alors, {customerNumber}.',
  ),
  maybe(
    0.4,
    agent('Et pouvez-vous me confirmer votre date de naissance ?'),
    customer('Le {birthDate}.'),
  ),
  agent(
    'Merci {customer}, je vois bien votre dossier.',
    'Parfait, merci, j’ai bien votre compte sous les yeux.',
  ),
];

const orderIdentification: Step[] = [
  agent(
    'Je vais regarder. Pouvez-vous me donner votre numéro de commande ?',
    'Avez-vous votre numéro de commande sous la main ?',
    'Très bien, quel est le numéro de commande, s’il vous plaît ?',
  ),
  customer(
    'Oui, c’est le {orderNumber}.',
    'Alors, le numéro de commande, c’est {orderNumber}.',
    'Je l’ai dans le mail de confirmation… {orderNumber}.',
  ),
  agent('Merci, je retrouve bien votre commande.', 'Merci {customer}, je vois votre commande.'),
];

const closing: Step[] = [
  agent(
    'Est-ce que je peux faire autre chose pour vous ?',
    'Avez-vous une autre question ?',
    'Puis-je vous aider pour autre chose ?',
  ),
  customer('Non, ce sera tout, merci.', 'Non, c’est bon, merci beaucoup.', 'Non merci.'),
  agent(
    'Je vous en prie, {brand} vous souhaite une bonne journée, au revoir.',
    'Merci de votre appel, bonne fin de journée, au revoir.',
    'Très bien, merci à vous et bonne journée.',
  ),
  maybe(0.6, customer('Au revoir.', 'Merci, au revoir.', 'Bonne journée, au revoir.')),
];

const checking = maybe(
  0.3,
  agentHolds(
    'Je vous mets en attente quelques instants, je vérifie avec le service concerné.',
    'Ne quittez pas, je me renseigne.',
  ),
  agent('Merci de votre patience.', 'Merci d’avoir patienté.'),
);

const billing: Step[] = [
  greeting,
  customer(
    'Bonjour, j’appelle au sujet de ma dernière facture, je ne comprends pas le montant.',
    'Oui bonjour, j’ai reçu ma facture et le montant a augmenté sans que je sois prévenu.',
    'Bonjour, vous m’avez prélevé deux fois ce mois-ci, je voudrais comprendre.',
    'Bonjour, je voudrais un duplicata de ma facture du mois dernier.',
  ),
  ...identification,
  either(
    [
      agent(
        'Je regarde votre facture… elle s’élève à {amount} ce mois-ci contre {oldAmount} le mois dernier.',
      ),
      customer(
        'Oui, voilà, c’est ça que je ne comprends pas.',
        'Exactement, pourquoi cette hausse ?',
      ),
      checking,
      agent(
        'La différence vient de la fin de votre remise de bienvenue, elle était valable {months} mois.',
        'Il y a des appels vers l’international facturés en hors forfait.',
        'C’est la régularisation annuelle de votre abonnement {offer}.',
      ),
      customer(
        'Personne ne m’a prévenu, c’est quand même fort.',
        'Ah d’accord, je n’avais pas vu.',
        'Je trouve ça vraiment cher pour ce que c’est.',
      ),
      maybe(
        0.6,
        agent(
          'Je comprends. Je peux vous proposer un geste commercial de {credit} sur votre prochaine facture.',
        ),
        customer('D’accord, c’est déjà ça, merci.', 'Bon, ça me va.'),
      ),
    ],
    [
      agent('Effectivement, je vois deux prélèvements de {amount} le {pastDate}.'),
      customer(
        'Voilà, je voudrais être remboursé rapidement.',
        'Et je suis à découvert à cause de ça.',
      ),
      agent(
        'C’est une erreur de notre part, je lance le remboursement du second prélèvement, vous le recevrez sous cinq jours ouvrés.',
      ),
      customer('Très bien, merci.', 'J’espère que ça ne se reproduira pas.'),
    ],
    [
      agent(
        'Bien sûr, je vous envoie le duplicata de la facture par e-mail, à l’adresse enregistrée sur votre compte.',
      ),
      customer('Parfait, merci.', 'C’est gentil.'),
      maybe(
        0.5,
        customer('Et est-ce que je peux passer au prélèvement automatique ?'),
        agent(
          'Oui, je vous envoie aussi le mandat de prélèvement, il suffit de le signer dans votre espace client.',
        ),
      ),
    ],
  ),
  ...closing,
];

const cancellationOutcome = either(
  [
    agent(
      'Avant de lancer la résiliation, je peux vous proposer une remise de {discount} pour cent pendant {months} mois.',
    ),
    customer('Ah, dans ce cas-là, je veux bien rester.', 'Bon, si c’est le cas, je reste.'),
    agent(
      'Parfait, j’applique la remise dès aujourd’hui, vous la verrez sur votre prochaine facture.',
    ),
  ],
  [
    maybe(
      0.7,
      agent(
        'Je peux vous proposer une remise de {discount} pour cent pendant {months} mois si vous restez chez nous.',
      ),
      customer(
        'Non merci, ma décision est prise.',
        'C’est gentil, mais je veux vraiment résilier.',
      ),
    ),
    agent(
      'Très bien, je lance la résiliation de votre abonnement, elle sera effective {date}.',
      'C’est noté, la résiliation de votre abonnement {offer} prendra effet {date}.',
    ),
    maybe(
      0.5,
      customer('Quels sont les frais de résiliation ?', 'Est-ce qu’il y a des frais ?'),
      agent(
        'Votre période d’engagement est terminée, il n’y a donc aucuns frais.',
        'Il reste {months} mois d’engagement, des frais de {amount} s’appliqueront.',
      ),
    ),
    maybe(
      0.4,
      customer('Pouvez-vous me confirmer la date de fin de contrat par écrit ?'),
      agent('Oui, vous recevrez une confirmation par e-mail dans les prochaines minutes.'),
    ),
    maybe(0.3, agent('Pensez à nous renvoyer le matériel dans un délai de trente jours.')),
  ],
);

const cancellationReason: Step[] = [
  agent(
    'Je vois que vous êtes client depuis {years} ans. Puis-je connaître la raison de votre demande ?',
    'C’est noté. Qu’est-ce qui motive votre décision ?',
  ),
  customer(
    'Je pars chez un concurrent moins cher.',
    'Je déménage et votre offre n’est pas disponible là où je vais.',
    'Franchement, le service ne fonctionne pas bien depuis des mois.',
    'Le prix a encore augmenté, ça devient trop cher.',
  ),
];

const cancellation: Step[] = [
  greeting,
  customer(
    'Bonjour, je souhaite résilier mon abonnement.',
    'Bonjour, j’appelle pour résilier mon abonnement {offer}.',
    'Oui bonjour, je voudrais résilier mon abonnement, ça ne me convient plus.',
    'Bonjour, est-ce que je peux résilier avant la fin de l’engagement ?',
  ),
  ...identification,
  ...cancellationReason,
  cancellationOutcome,
  ...closing,
];

const retentionCall: Step[] = [
  ...callOut,
  agent(
    'Je vous appelle suite à votre demande de résiliation de votre abonnement {offer}.',
    'Nous avons bien reçu votre courrier de résiliation, et je voulais en parler avec vous.',
  ),
  customer(
    'Oui, je souhaite toujours résilier mon abonnement.',
    'Oui, j’ai trouvé moins cher ailleurs.',
  ),
  ...cancellationReason,
  cancellationOutcome,
  ...closing,
];

const delivery: Step[] = [
  greeting,
  customer(
    'Bonjour, j’appelle parce que je n’ai toujours pas reçu {item}.',
    'Bonjour, le suivi indique « livré », mais je n’ai rien reçu.',
    'Bonjour, je voudrais connaître la date de livraison de {item}.',
    'Bonjour, ça fait dix jours que j’attends {item}.',
  ),
  ...orderIdentification,
  either(
    [
      agent('Je vois que le colis a pris du retard au centre de tri de {city}.'),
      customer('Et il arrive quand, alors ?', 'Ça fait déjà une semaine de retard !'),
      agent('La nouvelle date de livraison prévue est {date}, {slot}.'),
      either(
        [customer('D’accord, je serai là.', 'Très bien, je note.')],
        [
          customer('Je ne serai pas là ce jour-là, est-ce qu’on peut le livrer en point relais ?'),
          agent(
            'Oui, je modifie l’adresse de livraison, vous recevrez un SMS avec le code de retrait.',
          ),
        ],
      ),
    ],
    [
      agent(
        'Le transporteur indique une livraison {pastDay} à {time}, avec dépôt en boîte aux lettres.',
      ),
      customer('Je n’ai rien reçu, et le livreur n’a pas laissé d’avis de passage.'),
      agent(
        'Je comprends. J’ouvre une enquête auprès du transporteur, cela prend jusqu’à quarante-huit heures.',
      ),
      customer('Et si le colis est perdu ?'),
      agent(
        'Dans ce cas, nous vous renvoyons la commande ou nous vous remboursons, comme vous préférez.',
      ),
    ],
    [
      customer(
        'Est-ce que je peux changer l’adresse de livraison ? Je serai chez ma mère à {city}.',
      ),
      agent(
        'Oui, c’est encore possible puisque le colis n’est pas parti. Quelle est la nouvelle adresse ?',
      ),
      customer('C’est le {address}, à {city}.'),
      agent('C’est noté, la date de livraison reste {date}.'),
    ],
  ),
  maybe(
    0.5,
    agent('Voulez-vous que je vous envoie le numéro de suivi par SMS ?'),
    customer('Oui, volontiers.', 'Non, ça ira, merci.'),
  ),
  ...closing,
];

const complaint: Step[] = [
  greeting,
  customer(
    'Bonjour, c’est la troisième fois que j’appelle pour le même problème.',
    'Bonjour, je vous appelle pour faire une réclamation, je suis vraiment mécontent.',
    'Oui bonjour, personne ne m’a rappelé comme promis la semaine dernière.',
  ),
  ...identification,
  agent(
    'Je suis désolé pour ce désagrément. Pouvez-vous m’expliquer ce qui s’est passé ?',
    'Je comprends votre agacement. Que se passe-t-il exactement ?',
  ),
  customer('Voilà, {issue}.', 'Eh bien, {issue}, et ça dure depuis des semaines.'),
  agent('Je vois effectivement {count} appels dans l’historique de votre dossier.'),
  checking,
  maybe(
    0.4,
    customer('Je souhaite parler à un responsable.'),
    agent(
      'Je comprends, je transmets votre dossier à mon responsable, il vous rappellera sous quarante-huit heures.',
    ),
  ),
  either(
    [
      customer('Je demande un geste commercial, c’est la moindre des choses.'),
      agent(
        'Je vous accorde un avoir de {credit} sur votre prochaine facture, et je relance le service technique en priorité.',
      ),
      customer('Bon, d’accord. J’espère que ce sera réglé cette fois.'),
    ],
    [
      customer('Je vais porter réclamation par courrier.'),
      agent(
        'C’est votre droit. Vous pouvez aussi utiliser le formulaire de réclamation de votre espace client, la réponse est plus rapide.',
      ),
      customer('Très bien, je vais faire ça.'),
    ],
  ),
  ...closing,
];

const appointment: Step[] = [
  greeting,
  either(
    [
      customer(
        'Bonjour, je voudrais prendre rendez-vous avec un technicien pour {visit}.',
        'Bonjour, je dois prendre rendez-vous pour {visit}.',
      ),
      ...identification,
      agent('Je regarde les disponibilités. J’ai un créneau {date}, {slot}, cela vous convient ?'),
      maybe(
        0.4,
        customer('Vous n’avez pas un créneau le matin ?'),
        agent('Si, j’ai {date}, entre 8 h et 10 h.'),
      ),
      customer('Oui, c’est parfait.', 'Ça me va.'),
      agent('Je vous confirme le rendez-vous, vous recevrez un SMS de rappel la veille.'),
    ],
    [
      customer('Bonjour, est-ce que je peux décaler mon rendez-vous de {weekday} ?'),
      ...identification,
      agent('Bien sûr, à quelle date souhaitez-vous le déplacer ?'),
      customer('Plutôt la semaine prochaine, en fin de journée si possible.'),
      agent('J’ai {date} à {time}.'),
      customer('Ça me va.', 'Parfait, merci.'),
    ],
    [
      customer('Bonjour, le technicien n’est pas venu au rendez-vous ce matin.'),
      ...identification,
      agent('Je suis vraiment désolée, je vois que l’intervention a été annulée par erreur.'),
      customer('J’ai posé une journée de congé pour rien !'),
      agent(
        'Je vous propose un nouveau rendez-vous prioritaire {date} à {time}, et un geste commercial pour le dérangement.',
      ),
      customer('D’accord.', 'Bon, il n’y a pas le choix.'),
    ],
  ),
  ...closing,
];

const appointmentReminder: Step[] = [
  ...callOut,
  agent('Je vous appelle pour confirmer votre rendez-vous {date} à {time} pour {visit}.'),
  either(
    [
      customer('Oui, c’est toujours bon pour moi.'),
      agent('Parfait, le technicien vous appellera une demi-heure avant.'),
    ],
    [
      customer(
        'Ah, justement, je dois annuler le rendez-vous de demain, je ne serai pas disponible.',
      ),
      agent('Pas de problème, souhaitez-vous prendre rendez-vous à une autre date ?'),
      customer('Oui, la semaine d’après si possible.'),
      agent('Je vous propose {date}, {slot}.'),
      customer('C’est noté, merci.'),
    ],
  ),
  ...closing,
];

export const frenchScript: LanguageScript = {
  inbound: { billing, cancellation, delivery, complaint, appointment },
  outbound: { cancellation: retentionCall, appointment: appointmentReminder },
  failed: {
    inbound: [
      [
        greeting,
        customer('Ah pardon, je me suis trompé de numéro.'),
        agent('Je vous en prie, au revoir.'),
      ],
      [
        greeting,
        agent('Allô ? Je ne vous entends pas.'),
        agent('Je n’ai pas de réponse, je vais raccrocher. Au revoir.'),
      ],
    ],
    outbound: [
      [
        customer(
          'Bonjour, vous êtes bien sur la messagerie de {customer}, merci de laisser un message.',
        ),
        agent(
          'Bonjour, ici {agent} de chez {brand}, je vous rappellerai plus tard. Bonne journée.',
        ),
      ],
      [agent('Allô ? Allô ?'), customer('Non merci, ça ne m’intéresse pas.')],
    ],
  },
};
