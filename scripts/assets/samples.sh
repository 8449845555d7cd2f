#!/usr/bin/env bash
# The 14 sample documents of /fileDownload (public/samples/sample.*) and the PDF that
# /pdfPreview opens (public/media/preview.pdf). Each holds the line SAMPLE_LINE, made from plain
# text, CSV and a flat ODF presentation by LibreOffice.
set -euo pipefail
cd "$(dirname "$0")/../.."
SAMPLE_LINE='Automation Playground sample file'
out=public/samples
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A throwaway LibreOffice profile: no thumbnails in the files, nothing written to ~.
mkdir -p "$work/profile/user"
cat >"$work/profile/user/registrymodifications.xcu" <<'XCU'
<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Save/Document"><prop oor:name="GenerateThumbnail" oor:op="fuse"><value>false</value></prop></item>
</oor:items>
XCU
convert_to() { # format source...
  local format=$1
  shift
  soffice -env:UserInstallation="file://$work/profile" --headless --convert-to "$format" \
    --outdir "$out" "$@" >/dev/null
}

printf '%s\n' "$SAMPLE_LINE" >"$out/sample.txt"
printf 'name,value\n%s,42\n' "$SAMPLE_LINE" >"$out/sample.csv"
cat >"$work/sample.fodp" <<FODP
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
  xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
  xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
 <office:automatic-styles>
  <style:page-layout style:name="PM1">
   <style:page-layout-properties fo:page-width="28cm" fo:page-height="15.75cm"/>
  </style:page-layout>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Default" style:page-layout-name="PM1"/>
 </office:master-styles>
 <office:body>
  <office:presentation>
   <draw:page draw:name="Slide 1" draw:master-page-name="Default">
    <draw:frame svg:x="2cm" svg:y="6cm" svg:width="24cm" svg:height="3cm">
     <draw:text-box><text:p>$SAMPLE_LINE</text:p></draw:text-box>
    </draw:frame>
   </draw:page>
  </office:presentation>
 </office:body>
</office:document>
FODP

for format in odt ott docx doc rtf pdf; do convert_to "$format" "$out/sample.txt"; done
for format in ods xlsx xls; do convert_to "$format" "$out/sample.csv"; done
for format in odp pptx ppt; do convert_to "$format" "$work/sample.fodp"; done

# The preview PDF gets its own name: /pdfPreview must not reveal the download samples' folder.
printf 'Sample PDF Preview\n\n%s\n' "$SAMPLE_LINE" >"$work/preview.txt"
soffice -env:UserInstallation="file://$work/profile" --headless --convert-to pdf \
  --outdir public/media "$work/preview.txt" >/dev/null
ls -l "$out" public/media/preview.pdf
