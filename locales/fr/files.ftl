# Problèmes d'un fichier, affichés après sa position (chemin:ligne:colonne:).
file-error-raw = { $text }
file-error-not-found = fichier introuvable
file-error-permission = accès refusé ({ $reason })
file-error-io = impossible de lire le fichier : { $reason }
file-error-is-folder = c'est un dossier, pas un fichier
file-error-not-regular = ce n'est pas un fichier ordinaire (un périphérique, un tube ou une socket) : layerlab ne lit que des fichiers
file-error-too-big = le fichier dépasse { $limit }, la taille maximale que lit layerlab
file-error-not-utf8 = le texte n'est plus de l'UTF-8 valide à partir d'ici (enregistrez le fichier en UTF-8)
