cli-no-command = layerlab: try `layerlab solve FILE` or `layerlab phase FILE` (`layerlab --help` lists everything).
