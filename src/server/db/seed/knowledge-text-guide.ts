// The Getting Started Guide's four articles, in reading order (knowledge-text.ts).
import type { SeedArticle } from "./knowledge-text";

export const GUIDE_ARTICLES: readonly SeedArticle[] = [
  {
    key: "welcome",
    name: { en: "Welcome to the community", fr: "Bienvenue dans la communauté" },
    excerpt: {
      en: "What this place is for, who you will meet here, and how this short guide is organised.",
      fr: "À quoi sert cet endroit, qui vous y croiserez, et comment ce petit guide est organisé.",
    },
    body: {
      en: `Welcome! This is where people who use the product help each other, share what they build and tell the team what to improve next.

## Who you will meet

- **Members** like you, from first-day beginners to people who have been here for years.
- **Moderators**, who keep discussions friendly and on topic.
- **The team**, who post news in **Announcements** and read every feature request.

## How this guide works

The guide has four short chapters. Each takes two or three minutes to read, and the **Next** link at the bottom of every page takes you to the following one:

1. **Welcome to the community**: you are here.
2. **Setting up your profile**: a name, a photo and a few words about you.
3. **Finding your way around**: categories, search, following and votes.
4. **Starting your first discussion**: how to post something people will want to answer.

You do not need an account to read, but you will need one to post, vote or follow categories. Registering takes a minute.

## When you need help

The **Help Center** answers the most common questions, from resetting a password to formatting code. If your question is not there, ask it in **Getting Started**: someone usually replies within the hour.

We are glad you are here.`,
      fr: `Bienvenue ! C'est ici que les utilisateurs du produit s'entraident, partagent ce qu'ils construisent et disent à l'équipe ce qu'il faut améliorer.

## Qui vous croiserez

- Des **membres** comme vous, du débutant arrivé ce matin à l'habitué présent depuis des années.
- Les **modérateurs**, qui veillent à ce que les discussions restent cordiales et dans le sujet.
- **L'équipe**, qui publie les nouveautés dans **Announcements** et lit chaque demande de fonctionnalité.

## Comment fonctionne ce guide

Le guide compte quatre courts chapitres. Chacun se lit en deux ou trois minutes, et le lien **Suivant**, en bas de chaque page, mène au chapitre d'après :

1. **Bienvenue dans la communauté** : vous y êtes.
2. **Configurer votre profil** : un nom, une photo et quelques mots sur vous.
3. **Trouver votre chemin** : catégories, recherche, abonnements et votes.
4. **Lancer votre première discussion** : publier quelque chose à quoi l'on aura envie de répondre.

Pas besoin de compte pour lire, mais il en faut un pour publier, voter ou suivre des catégories. L'inscription prend une minute.

## Quand vous avez besoin d'aide

Le **Centre d'aide** répond aux questions les plus fréquentes, de la réinitialisation du mot de passe à la mise en forme du code. Si votre question n'y figure pas, posez-la dans **Getting Started** : quelqu'un répond en général dans l'heure.

Nous sommes ravis de vous compter parmi nous.`,
    },
  },
  {
    key: "profile",
    name: { en: "Setting up your profile", fr: "Configurer votre profil" },
    excerpt: {
      en: "A photo, a short introduction and the right language: three minutes that make you easier to help.",
      fr: "Une photo, une courte présentation et la bonne langue : trois minutes pour qu'on vous aide plus facilement.",
    },
    body: {
      en: `People answer faster when they know who they are talking to. A few details on your profile go a long way.

## Add a photo

Open the account menu and choose **Edit Profile**. Upload a square picture: a portrait, a logo or anything recognisable. Until you do, a generic icon stands in for you beside every post.

## Say a few words

Your profile has room for a short introduction. Two or three sentences are enough:

- what you use the product for;
- how long you have been using it;
- what you are happy to help others with.

Then say hello in **Introductions**. It is the friendliest thread on the site, and people there will point you to the discussions you will enjoy.

## Choose your language

The site is available in English and in French. Use the language menu in the title bar to switch; your choice is remembered on this device. The French-speaking community also has its own section at **/fr**, with its own discussions.

## Decide what you hear about

Before you post, take a minute to look at your notification preferences. By default you are told when someone mentions you or replies to your discussion, both on the site and by email. You can change each of these whenever you like.

That is all. In the next chapter, we find our way around the categories.`,
      fr: `On répond plus vite quand on sait à qui l'on parle. Quelques détails sur votre profil font toute la différence.

## Ajoutez une photo

Ouvrez le menu du compte et choisissez **Modifier le profil**. Envoyez une image carrée : un portrait, un logo ou tout ce qui vous rend reconnaissable. En attendant, une icône générique vous représente à côté de chaque message.

## Présentez-vous en quelques mots

Votre profil peut accueillir une courte présentation. Deux ou trois phrases suffisent :

- ce pour quoi vous utilisez le produit ;
- depuis combien de temps vous l'utilisez ;
- les sujets sur lesquels vous aimez aider.

Dites ensuite bonjour dans **Introductions**. C'est la discussion la plus accueillante du site, et on vous y indiquera celles qui vous plairont.

## Choisissez votre langue

Le site existe en anglais et en français. Changez de langue avec le menu de la barre de titre ; votre choix est mémorisé sur cet appareil. La communauté francophone dispose aussi de sa propre section, à l'adresse **/fr**, avec ses propres discussions.

## Choisissez ce dont vous êtes informé

Avant de publier, prenez une minute pour regarder vos préférences de notification. Par défaut, vous êtes prévenu quand quelqu'un vous mentionne ou répond à votre discussion, sur le site comme par e-mail. Vous pouvez modifier chacun de ces réglages quand vous voulez.

C'est tout. Au prochain chapitre, nous apprenons à nous repérer dans les catégories.`,
    },
  },
  {
    key: "finding-your-way",
    name: { en: "Finding your way around", fr: "Trouver votre chemin" },
    excerpt: {
      en: "Categories, search, following and votes: how to find the discussions that matter to you.",
      fr: "Catégories, recherche, abonnements et votes : comment trouver les discussions qui vous intéressent.",
    },
    body: {
      en: `There is a lot to read here. These four habits help you find the good parts quickly.

## Browse by category

**Categories** in the title bar lists every area of the forum. Each category has a short description and shows how many discussions it holds. The main ones are:

- **Announcements**: news from the team;
- **General Discussion**: anything about the product;
- **Help & Support**: questions and answers, with subcategories for getting started and troubleshooting;
- **Product Feedback**: feature requests and bug reports.

## Search before you ask

The search box in the title bar looks through discussions, comments, members and help center articles at once. Filter the results by category, author, tag or date, and open the **Articles** tab to see only the help center.

## Follow what interests you

Select **Follow** on a category's page to hear about new posts there, and bookmark any discussion you want to come back to. Both are listed in your account.

## Vote and react

Under every post you will find **Vote Up** and **Vote Down**. Votes push the most useful answers to the top when a thread is sorted by score, so use them generously. Voting the same way again takes your vote back.

Help center articles work a little differently: at the end of each one, **Was this helpful?** tells the team which articles need work.

Ready? In the last chapter, you write your first post.`,
      fr: `Il y a beaucoup à lire ici. Ces quatre habitudes vous aideront à trouver rapidement le meilleur.

## Parcourir par catégorie

**Catégories**, dans la barre de titre, liste tous les espaces du forum. Chaque catégorie a une courte description et indique combien de discussions elle contient. Les principales sont :

- **Announcements** : les nouveautés de l'équipe ;
- **General Discussion** : tout ce qui concerne le produit ;
- **Help & Support** : questions et réponses, avec des sous-catégories pour bien démarrer et résoudre les problèmes ;
- **Product Feedback** : demandes de fonctionnalités et signalements de bugs.

## Chercher avant de demander

Le champ de recherche de la barre de titre parcourt à la fois les discussions, les commentaires, les membres et les articles du centre d'aide. Filtrez les résultats par catégorie, auteur, étiquette ou date, et ouvrez l'onglet **Articles** pour ne voir que le centre d'aide.

## Suivre ce qui vous intéresse

Sélectionnez **Suivre** sur la page d'une catégorie pour être informé des nouveaux messages, et ajoutez en favori toute discussion à laquelle vous voulez revenir. Les deux sont listés dans votre compte.

## Voter et réagir

Sous chaque message, vous trouverez **Voter pour** et **Voter contre**. Les votes font remonter les réponses les plus utiles quand une discussion est triée par score : n'hésitez pas à voter. Voter une seconde fois dans le même sens annule votre vote.

Les articles du centre d'aide fonctionnent un peu différemment : à la fin de chacun, **Cet article vous a-t-il été utile ?** indique à l'équipe quels articles améliorer.

Prêt ? Au dernier chapitre, vous écrivez votre premier message.`,
    },
  },
  {
    key: "first-discussion",
    name: { en: "Starting your first discussion", fr: "Lancer votre première discussion" },
    excerpt: {
      en: "Pick the right category, write a clear title and give people enough to reply to.",
      fr: "Choisissez la bonne catégorie, écrivez un titre clair et donnez assez d'éléments pour qu'on vous réponde.",
    },
    body: {
      en: `You have looked around; now it is your turn. A good first post gets answers quickly, and a little preparation makes all the difference.

## Discussion or question?

- Start a **discussion** to share news, an idea or something you built.
- **Ask a question** when you need help. Questions can have an accepted answer, which helps the next person with the same problem.

## Before you post

1. **Search** for your topic. If a discussion already exists, reply there instead of starting a new one.
2. **Pick the category** that fits best. A question about installing belongs in **Installation**, not in **General Discussion**.
3. **Write a clear title**. "Dark mode resets after signing out" tells people what to expect; "Weird problem" does not.

## Writing the post

Say what you want to share or what you need, then give the details: what you tried, what happened, and anything that makes your situation unusual. Markdown lets you add lists, links and code; press **Preview** to check how it looks. If you close the tab by mistake, your draft is waiting for you next time.

## After you post

Replies arrive in your notifications. Thank the people who help, answer their follow-up questions, and accept the answer that solved your problem.

That is the end of the guide. Welcome aboard, and see you in the discussions!`,
      fr: `Vous avez fait le tour ; à vous de jouer. Un premier message bien préparé obtient vite des réponses, et un peu de préparation change tout.

## Discussion ou question ?

- Ouvrez une **discussion** pour partager une nouvelle, une idée ou quelque chose que vous avez construit.
- **Posez une question** quand vous avez besoin d'aide. Une question peut avoir une réponse acceptée, ce qui aidera la prochaine personne confrontée au même problème.

## Avant de publier

1. **Cherchez** votre sujet. Si une discussion existe déjà, répondez-y plutôt que d'en ouvrir une nouvelle.
2. **Choisissez la catégorie** la plus adaptée. Une question d'installation a sa place dans **Installation**, pas dans **General Discussion**.
3. **Écrivez un titre clair**. « Le mode sombre se réinitialise après la déconnexion » dit tout de suite de quoi il s'agit ; « Problème bizarre », non.

## Rédiger le message

Dites ce que vous voulez partager ou ce dont vous avez besoin, puis donnez les détails : ce que vous avez essayé, ce qui s'est passé, et ce qui rend votre situation particulière. Le Markdown vous permet d'ajouter des listes, des liens et du code ; appuyez sur **Aperçu** pour vérifier le rendu. Si vous fermez l'onglet par erreur, votre brouillon vous attendra la prochaine fois.

## Après la publication

Les réponses arrivent dans vos notifications. Remerciez ceux qui vous aident, répondez à leurs questions, et acceptez la réponse qui a résolu votre problème.

Le guide s'arrête ici. Bienvenue parmi nous, et à bientôt dans les discussions !`,
    },
  },
];
