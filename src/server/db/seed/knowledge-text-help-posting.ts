// Help center, second category: writing posts (knowledge-text.ts).
import type { SeedKnowledgeCategory } from "./knowledge-text";

export const POSTING_CATEGORY: SeedKnowledgeCategory = {
  name: { en: "Posting and Formatting", fr: "Publier et mettre en forme" },
  description: {
    en: "Writing posts, making them easy to read and getting answers to your questions.",
    fr: "Rédiger des messages, les rendre faciles à lire et obtenir des réponses à vos questions.",
  },
  articles: [
    {
      key: "markdown",
      featuredSort: 1,
      name: { en: "Formatting your posts with Markdown", fr: "Mettre en forme vos messages avec Markdown" },
      excerpt: {
        en: "Bold, lists, links, code, tables and spoilers: the Markdown you will use every day.",
        fr: "Gras, listes, liens, code, tableaux et spoilers : le Markdown dont vous vous servirez tous les jours.",
      },
      body: {
        en: `Posts are written in Markdown: plain text with a few symbols that turn into formatting. Use **Preview** in the editor to check the result before you post.

## The essentials

| You type | You get |
| --- | --- |
| \`**bold**\` | **bold** |
| \`*italic*\` | *italic* |
| \`[a link](https://example.com)\` | [a link](https://example.com) |
| \`> a quote\` | a quoted paragraph |
| \`## Heading\` | a section heading |

Start lines with \`-\` for a bulleted list or \`1.\` for a numbered one. Leave an empty line between paragraphs.

## Code

Wrap a word in single backticks for \`inline code\`. For a longer snippet, put three backticks on the line before and the line after, and name the language to get colours:

\`\`\`js
console.log("Hello, community!");
\`\`\`

## Spoilers

Hide the end of a story, or the answer to a puzzle, in a spoiler block. Readers open it with a click:

\`\`\`
:::spoiler
The butler did it.
:::
\`\`\`

## Links and images

A link alone on its own line becomes a card with the page's title; a YouTube or Vimeo link becomes a video player. Images need an address starting with \`https\`, or use **Insert image** to upload one from your device.

## Tables

Tables are written with pipes, as in the first section. On narrow screens each row turns into a small card, so they stay readable on phones.`,
        fr: `Les messages s'écrivent en Markdown : du texte brut, avec quelques symboles qui deviennent de la mise en forme. Servez-vous de l'**Aperçu** de l'éditeur pour vérifier le résultat avant de publier.

## L'essentiel

| Vous tapez | Vous obtenez |
| --- | --- |
| \`**gras**\` | **gras** |
| \`*italique*\` | *italique* |
| \`[un lien](https://example.com)\` | [un lien](https://example.com) |
| \`> une citation\` | un paragraphe cité |
| \`## Titre\` | un titre de section |

Commencez les lignes par \`-\` pour une liste à puces, ou par \`1.\` pour une liste numérotée. Laissez une ligne vide entre deux paragraphes.

## Du code

Entourez un mot d'accents graves simples pour du \`code en ligne\`. Pour un extrait plus long, placez trois accents graves sur la ligne d'avant et sur celle d'après, et indiquez le langage pour obtenir des couleurs :

\`\`\`js
console.log("Bonjour la communauté !");
\`\`\`

## Les spoilers

Cachez la fin d'une histoire, ou la solution d'une énigme, dans un bloc spoiler. Les lecteurs l'ouvrent d'un clic :

\`\`\`
:::spoiler
C'est le majordome.
:::
\`\`\`

## Liens et images

Un lien seul sur sa ligne devient une carte avec le titre de la page ; un lien YouTube ou Vimeo devient un lecteur vidéo. Les images doivent avoir une adresse en \`https\`, sinon utilisez **Insérer une image** pour en envoyer une depuis votre appareil.

## Les tableaux

Les tableaux s'écrivent avec des barres verticales, comme dans la première section. Sur un écran étroit, chaque ligne devient une petite carte : ils restent lisibles sur téléphone.`,
      },
    },
    {
      key: "questions",
      name: {
        en: "Asking a question and accepting an answer",
        fr: "Poser une question et accepter une réponse",
      },
      excerpt: {
        en: "Post a question instead of a discussion, then mark the reply that solved it as the accepted answer.",
        fr: "Publiez une question plutôt qu'une discussion, puis marquez la réponse qui vous a aidé comme réponse acceptée.",
      },
      body: {
        en: `When you need help, post a **question** rather than a discussion. Questions show whether they have been answered, and the best reply is marked for the next person with the same problem.

## Ask a good question

Select **Ask a Question** and:

1. Write a title that states the problem: "Password reset email never arrives" helps more than "Help!".
2. Say what you expected, what happened instead, and what you already tried.
3. Add the version, browser or device when it matters, and paste error messages as text rather than screenshots.
4. Pick the most fitting category, and add a tag or two.

Search first: your question may already have an accepted answer.

## Review the answers

When someone replies, you are notified. Under each reply to your question you will find **Review this answer**:

- **Accept** marks the reply that solved your problem. The question shows as answered and the reply is highlighted as the **Accepted answer**.
- **Reject** tells others a reply did not work for you.

You can accept more than one answer if several replies helped. Changed your mind? Reset the answer and choose again.

## Answering others

Be specific, explain *why* a fix works, and link to an article or an earlier discussion when one already covers it. Good answers are often turned into help center articles by the moderators, like the article on resetting a password.`,
        fr: `Quand vous avez besoin d'aide, publiez une **question** plutôt qu'une discussion. Une question indique si elle a reçu une réponse, et la meilleure réponse est mise en avant pour la prochaine personne qui aura le même problème.

## Bien poser sa question

Sélectionnez **Poser une question**, puis :

1. Écrivez un titre qui décrit le problème : « L'e-mail de réinitialisation n'arrive jamais » aide davantage que « Au secours ! ».
2. Dites ce que vous attendiez, ce qui s'est passé à la place et ce que vous avez déjà essayé.
3. Précisez la version, le navigateur ou l'appareil quand cela compte, et collez les messages d'erreur sous forme de texte plutôt que de captures d'écran.
4. Choisissez la catégorie la plus adaptée, et ajoutez une ou deux étiquettes.

Faites d'abord une recherche : votre question a peut-être déjà une réponse acceptée.

## Évaluer les réponses

Vous êtes prévenu dès que quelqu'un répond. Sous chaque réponse à votre question, vous trouverez **Évaluer cette réponse** :

- **Accepter** marque la réponse qui a résolu votre problème. La question apparaît comme résolue et la réponse est mise en avant comme **Réponse acceptée**.
- **Rejeter** indique aux autres qu'une réponse n'a pas fonctionné pour vous.

Vous pouvez accepter plusieurs réponses si plusieurs vous ont aidé. Vous avez changé d'avis ? Réinitialisez la réponse et choisissez à nouveau.

## Répondre aux autres

Soyez précis, expliquez *pourquoi* une solution fonctionne, et renvoyez vers un article ou une discussion existante quand le sujet y est déjà traité. Les modérateurs transforment souvent les bonnes réponses en articles du centre d'aide, comme celui sur la réinitialisation du mot de passe.`,
      },
    },
    {
      key: "drafts",
      name: {
        en: "Drafts, scheduled posts and editing",
        fr: "Brouillons, publications programmées et modifications",
      },
      excerpt: {
        en: "Your writing is saved as you type; schedule a post for later, and edit it within the edit window.",
        fr: "Votre texte est enregistré au fil de la frappe ; programmez un message pour plus tard, et modifiez-le pendant le délai prévu.",
      },
      body: {
        en: `You will not lose a post because a tab closed or your battery ran out.

## Drafts save themselves

While you type, the editor keeps a copy in your browser every second and saves a draft to your account a few seconds after you stop. Open the same page again, even from another device, and your text is back.

All your drafts are listed on the **Drafts** page in your account menu. From there you can open one to carry on, or delete the ones you no longer need. **Discard Draft** in the editor removes both copies at once.

## Publishing later

Writing an announcement for Monday morning? Choose **Schedule** instead of posting and pick a date and time. The draft shows as scheduled and is published on its own at that moment, with your name, as if you had posted it yourself. **Cancel Schedule** turns it back into an ordinary draft.

If something prevents the post when the time comes (the category was closed to new posts, for instance) the draft stays in your list with the reason.

## Editing after posting

Spotted a typo? Select **Edit** on your post. Authors can edit their own posts for a limited time after posting, an hour by default; the button shows how long is left. After that, or on a closed discussion, ask a moderator.

Every edit is kept in the post's history, which moderators can consult, so corrections stay transparent.`,
        fr: `Vous ne perdrez pas un message parce qu'un onglet s'est fermé ou que votre batterie vous a lâché.

## Les brouillons s'enregistrent tout seuls

Pendant que vous tapez, l'éditeur garde une copie dans votre navigateur chaque seconde, et enregistre un brouillon dans votre compte quelques secondes après votre dernière frappe. Rouvrez la même page, même depuis un autre appareil, et votre texte est là.

Tous vos brouillons sont listés sur la page **Brouillons**, dans le menu du compte. Vous pouvez en rouvrir un pour le terminer, ou supprimer ceux dont vous n'avez plus besoin. **Supprimer le brouillon**, dans l'éditeur, supprime les deux copies d'un coup.

## Publier plus tard

Vous préparez une annonce pour lundi matin ? Choisissez **Programmer** au lieu de publier, puis une date et une heure. Le brouillon apparaît comme programmé et sera publié tout seul à ce moment-là, sous votre nom, comme si vous l'aviez publié vous-même. **Annuler la programmation** en refait un brouillon ordinaire.

Si quelque chose empêche la publication le moment venu (la catégorie n'accepte plus de nouveaux messages, par exemple), le brouillon reste dans votre liste avec la raison.

## Modifier après publication

Une faute de frappe ? Sélectionnez **Modifier** sur votre message. Les auteurs peuvent modifier leurs messages pendant un temps limité après la publication, une heure par défaut ; le bouton indique le temps restant. Passé ce délai, ou sur une discussion fermée, adressez-vous à un modérateur.

Chaque modification est conservée dans l'historique du message, que les modérateurs peuvent consulter : les corrections restent transparentes.`,
      },
    },
    {
      key: "mentions",
      name: { en: "Mentions, quotes and images", fr: "Mentions, citations et images" },
      excerpt: {
        en: "Bring someone into a conversation, quote the part you are answering and add pictures to your posts.",
        fr: "Invitez quelqu'un dans une conversation, citez le passage auquel vous répondez et ajoutez des images à vos messages.",
      },
      body: {
        en: `Three small tools make conversations much easier to follow.

## Mentioning someone

Type the at sign followed by the first letters of a member's name. A list of matching members appears under the text box: use the arrow keys or the mouse to pick one, and their name is completed for you. Names with spaces are wrapped in quotes automatically.

The member you mention gets a notification (and an email, unless they turned it off), with a link straight to your post. Mention people when you need their attention, not to decorate a post: nobody enjoys being pinged for nothing.

## Quoting

Replying to one point of a long post? Select **Quote** under it. The editor receives the post as a quotation with the author's name, and you can delete everything except the sentences you answer. Quote the part that matters rather than the whole post, so the thread stays short.

## Adding images

Select **Insert image** in the editor and choose a file from your device. It is uploaded and the Markdown for it is added where your cursor is. A few tips:

- Crop screenshots to the part that matters.
- Hide names, email addresses and anything private before you upload.
- Describe what the image shows in the text as well, for readers who use a screen reader or have a slow connection.

Images from other sites work too, as long as their address starts with \`https\`.`,
        fr: `Trois petits outils rendent les conversations bien plus faciles à suivre.

## Mentionner quelqu'un

Tapez l'arobase suivie des premières lettres du nom d'un membre. Une liste de membres correspondants s'affiche sous la zone de texte : choisissez-en un avec les flèches ou la souris, et son nom est complété pour vous. Les noms contenant des espaces sont automatiquement mis entre guillemets.

Le membre mentionné reçoit une notification (et un e-mail, sauf s'il l'a désactivé) avec un lien direct vers votre message. Mentionnez les gens quand vous avez besoin de leur attention, pas pour décorer un message : personne n'aime être interpellé pour rien.

## Citer

Vous répondez à un point précis d'un long message ? Sélectionnez **Citer** en dessous. L'éditeur reçoit le message sous forme de citation, avec le nom de son auteur, et vous pouvez tout supprimer sauf les phrases auxquelles vous répondez. Citez le passage utile plutôt que le message entier : le fil reste court.

## Ajouter des images

Sélectionnez **Insérer une image** dans l'éditeur et choisissez un fichier sur votre appareil. Il est envoyé, et le Markdown correspondant est ajouté à l'endroit du curseur. Quelques conseils :

- Recadrez vos captures d'écran sur l'essentiel.
- Masquez les noms, les adresses e-mail et tout ce qui est privé avant l'envoi.
- Décrivez aussi dans le texte ce que montre l'image, pour les lecteurs qui utilisent un lecteur d'écran ou dont la connexion est lente.

Les images d'autres sites fonctionnent aussi, pourvu que leur adresse commence par \`https\`.`,
      },
    },
  ],
};
