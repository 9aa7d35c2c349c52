# Problems with a file, shown after its place (path:line:col:).
file-error-raw = { $text }
file-error-not-found = no such file
file-error-permission = permission denied ({ $reason })
file-error-io = cannot read the file: { $reason }
file-error-is-folder = this is a folder, not a file
file-error-not-regular = not a regular file (a device, a pipe or a socket): layerlab reads only files
file-error-too-big = the file is larger than { $limit }, the largest layerlab reads
file-error-not-utf8 = the text is not valid UTF-8 from here (save the file as UTF-8)
