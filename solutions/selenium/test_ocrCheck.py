# Images of text: check the image really loaded, and capture it as a file for an OCR engine.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_the_text_image_loads_and_can_be_captured_for_ocr(driver, base_url, tmp_path):
    driver.get(f"{base_url}/ocrCheck")
    wait = WebDriverWait(driver, 10)
    image = wait.until(EC.visibility_of_element_located(
        (By.CSS_SELECTOR, 'img[alt="OCR Text Example"]')))
    # A visible <img> can still be a broken one: naturalWidth stays 0 until the picture decodes.
    wait.until(lambda d: d.execute_script(
        "return [arguments[0].naturalWidth, arguments[0].naturalHeight];", image) == [640, 200])

    # Save what the user sees. An OCR engine reads it from there, for example Tesseract:
    # `tesseract ocr.png -` prints its lines, from "Automation Playground" to "and 7 oranges."
    file = tmp_path / "ocr.png"
    assert image.screenshot(str(file))
    assert file.read_bytes()[1:4] == b"PNG"
