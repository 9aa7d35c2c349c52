cli-no-command = layerlab : essayez `layerlab solve FICHIER` ou `layerlab phase FICHIER` (`layerlab --help` liste tout).
