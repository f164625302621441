// Help center, third category: the community's rules and safety (knowledge-text.ts).
import type { SeedKnowledgeCategory } from "./knowledge-text";

export const COMMUNITY_CATEGORY: SeedKnowledgeCategory = {
  name: { en: "Community and Safety", fr: "Communauté et sécurité" },
  description: {
    en: "How we look after each other, and what to do when something goes wrong.",
    fr: "Comment nous prenons soin les uns des autres, et que faire quand quelque chose ne va pas.",
  },
  articles: [
    {
      key: "guidelines",
      featuredSort: 2,
      name: { en: "Our community guidelines in brief", fr: "Nos règles de communauté en bref" },
      excerpt: {
        en: "Be kind, stay on topic, keep private things private: the short version of what we expect.",
        fr: "Soyez bienveillant, restez dans le sujet, gardez pour vous ce qui est privé : l'essentiel de ce que nous attendons.",
      },
      body: {
        en: `This community works because thousands of people choose to help strangers. These guidelines keep it that way. The full text is on the **Community Guidelines** page; here is the short version.

## Be kind

- Assume good intent. Most blunt messages are written in a hurry, not in anger.
- Criticise ideas, never people. "This approach breaks caching" is useful; "you clearly have no idea" is not.
- Everyone was a beginner once. There are no stupid questions here.

## Keep it useful

- Stay on topic, and start a new discussion for a new subject.
- Search before you post: your answer may already be waiting.
- Vote up the posts that helped you. It is the quickest way to tell others what is worth reading.

## Keep it safe

- Do not share anyone's personal details, including your own email address or phone number, in public posts.
- No spam, no advertising outside the categories that allow it, no links to malware.
- Respect copyright: link to things rather than pasting them whole.

## When things go wrong

Do not argue with someone who breaks the rules: **report** the post and let the moderators handle it. They may edit or remove posts, close discussions and, for repeated or serious problems, suspend accounts.

These guidelines apply everywhere on the site, private messages included. Thank you for helping us keep this a place people enjoy coming back to.`,
        fr: `Cette communauté fonctionne parce que des milliers de personnes choisissent d'aider des inconnus. Ces règles sont là pour que cela dure. Le texte complet se trouve sur la page **Community Guidelines** ; en voici l'essentiel.

## Soyez bienveillant

- Partez du principe que l'intention est bonne. La plupart des messages abrupts sont écrits à la hâte, pas sous le coup de la colère.
- Critiquez les idées, jamais les personnes. « Cette méthode casse le cache » est utile ; « tu n'y connais visiblement rien » ne l'est pas.
- Tout le monde a débuté un jour. Ici, il n'y a pas de question bête.

## Restez utile

- Restez dans le sujet, et ouvrez une nouvelle discussion pour un nouveau sujet.
- Cherchez avant de publier : votre réponse vous attend peut-être déjà.
- Votez pour les messages qui vous ont aidé. C'est le moyen le plus rapide d'indiquer aux autres ce qui mérite d'être lu.

## Restez prudent

- Ne partagez pas les coordonnées de qui que ce soit dans un message public, y compris votre propre adresse e-mail ou votre numéro de téléphone.
- Pas de spam, pas de publicité hors des catégories qui l'autorisent, pas de liens vers des logiciels malveillants.
- Respectez le droit d'auteur : mettez un lien plutôt que de tout copier-coller.

## Quand ça se passe mal

Ne vous disputez pas avec quelqu'un qui enfreint les règles : **signalez** le message et laissez les modérateurs s'en occuper. Ils peuvent modifier ou retirer des messages, fermer des discussions et, en cas de problèmes répétés ou graves, suspendre des comptes.

Ces règles s'appliquent partout sur le site, messages privés compris. Merci de nous aider à faire de cet endroit un lieu où l'on aime revenir.`,
      },
    },
    {
      key: "reporting",
      name: { en: "Reporting a post to the moderators", fr: "Signaler un message aux modérateurs" },
      excerpt: {
        en: "Spam, abuse or something that does not belong here? Report it privately and the moderators take it from there.",
        fr: "Du spam, un abus ou un contenu déplacé ? Signalez-le discrètement, les modérateurs prennent le relais.",
      },
      body: {
        en: `Moderators cannot read everything. Reports are how they learn that a post needs their attention, and every report is read by a person.

## How to report

1. Under the discussion or comment, select **Report**.
2. Choose the reason that fits best:
   - **Spam**: advertising, link farms, the same message posted everywhere;
   - **Abuse**: insults, harassment, threats;
   - **Inappropriate**: content that breaks the guidelines in another way;
   - **Other**: anything else, explained in the note.
3. Add a **Note to the moderators** if the problem is not obvious from the post alone, such as context from another thread.
4. Select **Send Report**.

The author is not told who reported them, and nothing changes on the post until a moderator looks at it.

## What happens next

Reports go to the moderators' queue. A moderator may **resolve** a report by acting on the post (editing it, removing it, closing the discussion or talking to the author), **escalate** it to other staff when it needs a second opinion, or **dismiss** it when the post is within the rules.

You can have one open report per post, so there is no need to report the same thing twice. If a post is urgent, for example someone sharing another member's personal details, say so in the note.

## What not to report

Disagreements, unpopular opinions and posts you simply dislike are not rule breaks. Vote down or reply instead, or mute the discussion if you would rather not see it.`,
        fr: `Les modérateurs ne peuvent pas tout lire. Les signalements leur permettent de savoir qu'un message a besoin de leur attention, et chaque signalement est lu par une vraie personne.

## Comment signaler

1. Sous la discussion ou le commentaire, sélectionnez **Signaler**.
2. Choisissez le motif le plus adapté :
   - **Spam** : publicité, liens en série, le même message publié partout ;
   - **Abus** : insultes, harcèlement, menaces ;
   - **Inapproprié** : un contenu qui enfreint les règles d'une autre façon ;
   - **Autre** : tout le reste, à expliquer dans la note.
3. Ajoutez une **Note aux modérateurs** si le problème ne se voit pas dans le message seul, par exemple un contexte venu d'une autre discussion.
4. Sélectionnez **Envoyer le signalement**.

L'auteur ne sait pas qui l'a signalé, et rien ne change sur le message tant qu'un modérateur ne l'a pas examiné.

## Et ensuite ?

Les signalements arrivent dans la file des modérateurs. Un modérateur peut **résoudre** un signalement en agissant sur le message (le modifier, le retirer, fermer la discussion ou parler à son auteur), l'**escalader** vers d'autres membres de l'équipe quand un deuxième avis s'impose, ou le **classer sans suite** quand le message respecte les règles.

Vous ne pouvez avoir qu'un signalement ouvert par message : inutile de signaler deux fois la même chose. Si c'est urgent, par exemple quand quelqu'un publie les coordonnées d'un autre membre, dites-le dans la note.

## Ce qu'il ne faut pas signaler

Les désaccords, les opinions impopulaires et les messages qui ne vous plaisent pas ne sont pas des infractions. Votez contre ou répondez plutôt, ou mettez la discussion en sourdine si vous préférez ne plus la voir.`,
      },
    },
    {
      key: "messages",
      name: { en: "Sending private messages", fr: "Envoyer des messages privés" },
      excerpt: {
        en: "Talk to one member or a small group away from the public threads; only the participants can read it.",
        fr: "Échangez avec un membre ou un petit groupe à l'écart des discussions publiques ; seuls les participants peuvent lire.",
      },
      body: {
        en: `Some conversations do not belong in a public thread: arranging a meetup, thanking someone personally, or sorting out a misunderstanding. That is what private messages are for.

## Starting a conversation

1. Open **Messages** from the title bar, then select **New Message**.
2. Add one or more recipients by name. The list suggests members as you type.
3. Write your message and send it.

You can also start one from a member's profile, or from the **Share** menu of a post to send someone a link to it.

## Who can read it

Only the people in the conversation. Other members cannot see that it exists, and it never appears in search. Everyone who joins later sees the whole conversation from the start, so keep that in mind before adding someone.

The envelope in the title bar shows how many conversations have unread messages. Whether you also receive an email for each new message is up to you, in your notification preferences.

## Good manners

- Do not message people out of the blue to ask for help you could ask publicly: a public answer helps everyone after you.
- Never send passwords, card numbers or identity documents, to anyone.
- The community guidelines apply here too. If a message harasses you, tell a moderator.

Private messages may be turned off by the site's administrators; when they are, the **Messages** entry is not shown.`,
        fr: `Certaines conversations n'ont pas leur place dans une discussion publique : organiser une rencontre, remercier quelqu'un personnellement, ou dissiper un malentendu. C'est à cela que servent les messages privés.

## Démarrer une conversation

1. Ouvrez **Messages** depuis la barre de titre, puis sélectionnez **Nouveau message**.
2. Ajoutez un ou plusieurs destinataires par leur nom. La liste propose des membres au fil de la frappe.
3. Écrivez votre message et envoyez-le.

Vous pouvez aussi en démarrer une depuis le profil d'un membre, ou depuis le menu **Partager** d'un message pour envoyer à quelqu'un un lien vers celui-ci.

## Qui peut le lire

Seules les personnes qui participent à la conversation. Les autres membres ne savent même pas qu'elle existe, et elle n'apparaît jamais dans la recherche. Toute personne ajoutée plus tard voit la conversation depuis le début : pensez-y avant d'ajouter quelqu'un.

L'enveloppe de la barre de titre indique combien de conversations contiennent des messages non lus. Recevoir aussi un e-mail à chaque nouveau message, c'est vous qui le décidez, dans vos préférences de notification.

## Savoir-vivre

- N'écrivez pas à quelqu'un sans prévenir pour une aide que vous pourriez demander publiquement : une réponse publique profite à tous ceux qui viendront après vous.
- N'envoyez jamais de mot de passe, de numéro de carte ou de pièce d'identité, à qui que ce soit.
- Les règles de la communauté s'appliquent ici aussi. Si un message vous harcèle, prévenez un modérateur.

Les administrateurs du site peuvent désactiver les messages privés ; dans ce cas, l'entrée **Messages** n'apparaît pas.`,
      },
    },
    {
      key: "moderators",
      name: { en: "What moderators can do", fr: "Ce que font les modérateurs" },
      excerpt: {
        en: "Moderators keep discussions on track: what they may change, how they decide, and how to reach them.",
        fr: "Les modérateurs veillent au bon déroulement des discussions : ce qu'ils peuvent changer, comment ils décident, et comment les joindre.",
      },
      body: {
        en: `Moderators are members of the community, most of them volunteers, who agreed to look after it. You will recognise them by the **Moderator** title beside their name.

## What they can do

- **Edit** any post to remove personal details, fix broken formatting or cut something that breaks the guidelines. They say so when they do.
- **Move** a discussion to the category where it belongs, **close** it to new comments, or **announce** it so everyone sees it first.
- **Delete** posts and comments. Deleted comments are kept in the content log, so a mistake can be undone.
- Handle **reports**, and suspend accounts that keep breaking the rules.
- Turn an accepted answer or a whole discussion into a **help center article**, so good answers are easy to find later. The article links back to the discussion it came from.

## What they will not do

Moderators do not take sides in ordinary disagreements, and they never ask for your password. Nobody on the team needs it.

## How they decide

Moderators follow the community guidelines and talk to each other about difficult cases in a private staff category. For a first problem, a friendly word is much more common than a penalty.

## Disagreeing with a decision

If you think a moderator got it wrong, send them a private message and explain calmly, or write to another member of the staff. Please do not reopen the argument in public threads: it rarely helps anyone, including you.`,
        fr: `Les modérateurs sont des membres de la communauté, bénévoles pour la plupart, qui ont accepté d'en prendre soin. Vous les reconnaîtrez au titre **Moderator** affiché à côté de leur nom.

## Ce qu'ils peuvent faire

- **Modifier** n'importe quel message pour retirer des informations personnelles, réparer une mise en forme cassée ou supprimer un passage contraire aux règles. Ils le signalent quand ils le font.
- **Déplacer** une discussion vers la bonne catégorie, la **fermer** aux nouveaux commentaires, ou l'**annoncer** pour que tout le monde la voie en premier.
- **Supprimer** des messages et des commentaires. Les commentaires supprimés sont conservés dans le journal du contenu : une erreur peut être réparée.
- Traiter les **signalements**, et suspendre les comptes qui enfreignent les règles à répétition.
- Transformer une réponse acceptée, ou une discussion entière, en **article du centre d'aide**, pour que les bonnes réponses soient faciles à retrouver. L'article renvoie à la discussion dont il est issu.

## Ce qu'ils ne feront pas

Les modérateurs ne prennent pas parti dans les désaccords ordinaires, et ne vous demandent jamais votre mot de passe. Personne dans l'équipe n'en a besoin.

## Comment ils décident

Les modérateurs suivent les règles de la communauté et discutent des cas difficiles entre eux, dans une catégorie privée réservée à l'équipe. Pour un premier écart, un mot aimable est bien plus fréquent qu'une sanction.

## Contester une décision

Si vous pensez qu'un modérateur s'est trompé, envoyez-lui un message privé et expliquez-vous calmement, ou écrivez à un autre membre de l'équipe. Évitez de relancer le débat dans les discussions publiques : cela n'aide presque jamais personne, vous compris.`,
      },
    },
  ],
};
